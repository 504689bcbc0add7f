// The visitor compass-tblgen generates from a dialect's operations and
// their `opFamily`, and its refusal of an operation without a family.
// RUN: compass-tblgen -gen-compass-op-visitor -visitor-dialect=test -visitor-name=Test -I %mlir_include %s | FileCheck %s
// RUN: not compass-tblgen -gen-compass-op-visitor -visitor-dialect=test -I %mlir_include -DNO_FAMILY %s 2>&1 | FileCheck %s --check-prefix=NOFAMILY

include "mlir/IR/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
}
def Other_Dialect : Dialect {
  let name = "other";
  let cppNamespace = "::other";
}
class Test_Op<string mnemonic> : Op<Test_Dialect, mnemonic> {
  string opFamily = "";
}

def Test_LoadOp : Test_Op<"load"> { let opFamily = "Memory"; }
def Test_CopyOp : Test_Op<"copy"> { let opFamily = "Dma"; }
def Test_StoreOp : Test_Op<"store"> { let opFamily = "Memory"; }
// Another dialect's operation is not visited.
def Other_Op : Op<Other_Dialect, "op">;
#ifdef NO_FAMILY
def Test_LostOp : Test_Op<"lost">;
#endif

// CHECK:      template <typename ConcreteType, typename ResultType = void,
// CHECK-NEXT:           typename... ExtraArgs>
// CHECK-NEXT: class TestOpVisitor {
// CHECK:      ResultType dispatchTestOpVisitor(::mlir::Operation *op, ExtraArgs... args) {
// CHECK:        .template Case<::test::LoadOp>
// CHECK-NEXT:     return thisCast()->visitLoadOp(op, args...);
// CHECK:        .template Case<::test::CopyOp>
// CHECK-NEXT:     return thisCast()->visitCopyOp(op, args...);
// CHECK:        .template Case<::test::StoreOp>
// CHECK-NEXT:     return thisCast()->visitStoreOp(op, args...);
// CHECK-NEXT:   })
// CHECK-NEXT:   .Default(
// CHECK-NEXT:     return thisCast()->visitInvalidTestOp(op, args...);
// CHECK-NOT:  other::
// The last resorts do not compile unless the consumer defines them.
// CHECK:      ResultType visitInvalidTestOp(::mlir::Operation *op, ExtraArgs... args) {
// CHECK-NEXT:   static_assert(!std::is_same_v<ConcreteType, ConcreteType>,
// CHECK:      ResultType visitUnhandledTestOp(::mlir::Operation *op, ExtraArgs... args) {
// CHECK-NEXT:   static_assert(!std::is_same_v<ConcreteType, ConcreteType>,
// Families in the order of their first operation, defaulting to the last
// resort; each operation defaults to its family.
// CHECK:      /// The Memory family: LoadOp StoreOp.
// CHECK-NEXT: ResultType visitMemoryOp(::mlir::Operation *op, ExtraArgs... args) {
// CHECK-NEXT:   return thisCast()->visitUnhandledTestOp(op, args...);
// CHECK:      /// The Dma family: CopyOp.
// CHECK-NEXT: ResultType visitDmaOp(::mlir::Operation *op, ExtraArgs... args) {
// CHECK:      ResultType visitLoadOp(::test::LoadOp op, ExtraArgs... args) {
// CHECK-NEXT:   return thisCast()->visitMemoryOp(op, args...);
// CHECK:      ResultType visitCopyOp(::test::CopyOp op, ExtraArgs... args) {
// CHECK-NEXT:   return thisCast()->visitDmaOp(op, args...);

// NOFAMILY: error: every operation belongs to a family: set `opFamily`

// Each family's operations as an X-macro, for the consumers that declare a
// handler per operation from it (lib/Simulator/Decoder.h, Emitter.h).
// CHECK:      /// X(Op, QualifiedOp) for each operation of the Memory family.
// CHECK-NEXT: #define TEST_MEMORY_OPS(X) \
// CHECK-NEXT:   X(LoadOp, ::test::LoadOp) \
// CHECK-NEXT:   X(StoreOp, ::test::StoreOp){{$}}
// CHECK:      /// X(Op, QualifiedOp) for each operation of the Dma family.
// CHECK-NEXT: #define TEST_DMA_OPS(X) \
// CHECK-NEXT:   X(CopyOp, ::test::CopyOp){{$}}
