"""How large a vector the compiler accepts.

A vector of any lane count is split into 256-bit hardware registers; beyond
MAX_VECTOR_REGISTERS registers a kernel is refused up front (the conversion,
lib/Conversion/TIRToCompass/VectorPieces.h, has the same bound for IR that
does not come from Python) instead of lowering into millions of operations.
"""

MAX_VECTOR_REGISTERS = 256
VECTOR_BITS = 256


def max_lanes(bits):
    """The most lanes of `bits`-bit elements (masks count as 8 bits)."""
    return MAX_VECTOR_REGISTERS * VECTOR_BITS // max(bits, 8)
