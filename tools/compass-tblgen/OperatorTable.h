//===- OperatorTable.h - the tables of the tir scalar operators -*- C++ -*-===//
//
// The backends that write the facts of the tir dialect's binary scalar
// operators (the records deriving from TIR_OperatorFacts in TIROps.td) as
// the tables their consumers read.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_TBLGEN_OPERATORTABLE_H
#define COMPASS_TBLGEN_OPERATORTABLE_H

namespace llvm {
class RecordKeeper;
class raw_ostream;
} // namespace llvm

/// An X-macro `.inc` for C++: `TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND,
/// C_PRINTER, C_OPERATOR, LEFT_IDENTITY, RIGHT_IDENTITY)`, one row per op.
bool emitOperatorTable(llvm::raw_ostream &os,
                       const llvm::RecordKeeper &records);

/// The same rows as a Python module for the front end.
bool emitOperatorPython(llvm::raw_ostream &os,
                        const llvm::RecordKeeper &records);

#endif // COMPASS_TBLGEN_OPERATORTABLE_H
