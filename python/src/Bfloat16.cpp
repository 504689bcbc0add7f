//===- Bfloat16.cpp - A bfloat16 NumPy scalar type --------------------------===//
//
// The extension module compass._bfloat16: a `bfloat16` NumPy dtype, because
// no packaged library offers one on the machines Compass targets. Values are
// stored as the upper 16 bits of an IEEE float32; every element-wise operation
// computes in float32 and rounds back to nearest even, as the NPU does
// (reductions round once, at the end). Conversions from wider types round once.
//
// Built against the NumPy C API only (no pybind11, no MLIR) so that it stays
// small and builds in seconds.
//
//===----------------------------------------------------------------------===//

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#include <numpy/arrayscalars.h>
#include <numpy/ufuncobject.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <type_traits>

namespace {

//===----------------------------------------------------------------------===//
// The value type
//===----------------------------------------------------------------------===//

struct Bf16 {
  uint16_t bits;
};

float toFloat(Bf16 value) {
  uint32_t word = static_cast<uint32_t>(value.bits) << 16;
  float result;
  std::memcpy(&result, &word, sizeof result);
  return result;
}

bool isNan(Bf16 value) { return (value.bits & 0x7fffu) > 0x7f80u; }

// The value for arithmetic: a signaling NaN is made quiet first, so that no
// operation raises the invalid flag NumPy would turn into a warning.
float toQuietFloat(Bf16 value) {
  return toFloat(isNan(value) ? Bf16{static_cast<uint16_t>(value.bits | 0x0040u)} : value);
}

Bf16 fromFloat(float value) {
  uint32_t word;
  std::memcpy(&word, &value, sizeof word);
  if ((word & 0x7fffffffu) > 0x7f800000u) // NaN: keep the sign, make it quiet
    return Bf16{static_cast<uint16_t>((word >> 16) | 0x0040u)};
  uint32_t roundingBias = 0x7fffu + ((word >> 16) & 1u); // ties to even
  return Bf16{static_cast<uint16_t>((word + roundingBias) >> 16)};
}

// Rounds a wider floating-point value to bfloat16 once: narrowed to float32
// rounding to odd, it keeps enough bits (24 > 8 + 2) for the second rounding
// to be exact.
template <typename Wide>
Bf16 fromWide(Wide value) {
  if (std::isnan(value)) // before any FP operation, which a signaling NaN would flag
    return Bf16{static_cast<uint16_t>(std::signbit(value) ? 0xffc0u : 0x7fc0u)};
  float narrowed = static_cast<float>(value);
  if (static_cast<Wide>(narrowed) != value) {
    if (std::fabs(static_cast<Wide>(narrowed)) > std::fabs(value))
      narrowed = std::nextafter(narrowed, 0.0f);
    uint32_t word;
    std::memcpy(&word, &narrowed, sizeof word);
    word |= 1u; // the sticky bit: "something was cut off"
    std::memcpy(&narrowed, &word, sizeof word);
  }
  return fromFloat(narrowed);
}

// Rounds an integer to bfloat16 once, by the same float32 rounded to odd:
// going through double instead would round 64-bit values twice.
Bf16 fromInteger(uint64_t magnitude, bool negative) {
  int shift = 0;
  while ((magnitude >> shift) >= (uint64_t{1} << 24))
    ++shift;
  uint64_t kept = magnitude >> shift;
  if ((kept << shift) != magnitude)
    kept |= 1u;
  float value = std::ldexp(static_cast<float>(kept), shift); // exact: kept < 2^24
  return fromFloat(negative ? -value : value);
}

// NumPy's float16 is IEEE binary16, which the compiler knows as _Float16.
using Half = _Float16;

// One value of a NumPy type, rounded to bfloat16 once.
template <typename From>
Bf16 fromNumber(From value) {
  if constexpr (std::is_same_v<From, float>)
    return fromFloat(value); // bit-exact, NaN payloads included
  else if constexpr (std::is_same_v<From, Half>)
    return fromFloat(static_cast<float>(value)); // exact
  else if constexpr (std::is_floating_point_v<From>)
    return fromWide(value);
  else if constexpr (std::is_signed_v<From>) {
    uint64_t magnitude = static_cast<uint64_t>(value);
    return fromInteger(value < 0 ? 0 - magnitude : magnitude, value < 0);
  } else
    return fromInteger(value, false);
}

// Array elements may be unaligned.
Bf16 load(const void *data) {
  Bf16 value;
  std::memcpy(&value.bits, data, sizeof value.bits);
  return value;
}

void store(void *data, Bf16 value) { std::memcpy(data, &value.bits, sizeof value.bits); }

//===----------------------------------------------------------------------===//
// The Python scalar type
//===----------------------------------------------------------------------===//

struct PyBf16 {
  PyObject_HEAD Bf16 value;
};

// Filled in by registerType(); CPython's static types start from this head.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
PyTypeObject bf16Type = {PyVarObject_HEAD_INIT(nullptr, 0)};
#pragma GCC diagnostic pop
PyArray_ArrFuncs bf16ArrFuncs;
PyArray_Descr bf16Descr;
int bf16TypeNum = -1;

bool isBf16(PyObject *object) { return PyObject_TypeCheck(object, &bf16Type); }

PyObject *newBf16(Bf16 value) {
  PyObject *object = bf16Type.tp_alloc(&bf16Type, 0);
  if (object)
    reinterpret_cast<PyBf16 *>(object)->value = value;
  return object;
}

// Converts a Python int exactly where it fits 64 bits; false with a Python
// error set. Larger ones go through double, as NumPy's own types do.
bool longToBf16(PyObject *object, Bf16 &out) {
  int overflow;
  long long value = PyLong_AsLongLongAndOverflow(object, &overflow);
  if (value == -1 && PyErr_Occurred())
    return false;
  if (!overflow) {
    out = fromNumber(value);
    return true;
  }
  if (overflow > 0) {
    unsigned long long unsignedValue = PyLong_AsUnsignedLongLong(object);
    if (!PyErr_Occurred()) {
      out = fromNumber(unsignedValue);
      return true;
    }
    PyErr_Clear();
  }
  double wide = PyLong_AsDouble(object);
  if (wide == -1.0 && PyErr_Occurred())
    return false;
  out = fromWide(wide);
  return true;
}

// NumPy's real scalars go through the casts registered below, which round
// once. (Not PyArray_CastScalarToCtype: NumPy 1.24 drops a reference to a
// user-defined outcode there.)
bool numpyScalarToBf16(PyObject *object, Bf16 &out) {
  PyObject *array = PyArray_FromScalar(object, nullptr);
  if (!array)
    return false;
  Py_INCREF(&bf16Descr); // stolen by PyArray_CastToType
  PyObject *cast = PyArray_CastToType(reinterpret_cast<PyArrayObject *>(array), &bf16Descr, 0);
  Py_DECREF(array);
  if (!cast)
    return false;
  out = load(PyArray_DATA(reinterpret_cast<PyArrayObject *>(cast)));
  Py_DECREF(cast);
  return true;
}

// Converts a Python or NumPy number to bfloat16; false with a Python error set.
bool toBf16(PyObject *object, Bf16 &out) {
  if (isBf16(object)) {
    out = reinterpret_cast<PyBf16 *>(object)->value;
    return true;
  }
  if (PyArray_IsScalar(object, Integer) || PyArray_IsScalar(object, Floating) ||
      PyArray_IsScalar(object, Bool))
    return numpyScalarToBf16(object, out);
  if (PyLong_Check(object))
    return longToBf16(object, out);
  if (PyUnicode_Check(object)) {
    PyObject *number = PyFloat_FromString(object);
    if (!number)
      return false;
    out = fromWide(PyFloat_AsDouble(number));
    Py_DECREF(number);
    return true;
  }
  if (PyArray_Check(object) && PyArray_NDIM((PyArrayObject *)object) == 0) {
    PyObject *item = PyArray_GETITEM((PyArrayObject *)object,
                                     static_cast<const char *>(PyArray_DATA((PyArrayObject *)object)));
    if (!item)
      return false;
    bool ok = toBf16(item, out);
    Py_DECREF(item);
    return ok;
  }
  double value = PyFloat_AsDouble(object);
  if (value == -1.0 && PyErr_Occurred())
    return false;
  out = fromWide(value);
  return true;
}

// The shortest decimal that reads back as the same bfloat16, spelled as
// Python spells that decimal's double ("300.0", "0.1", "1e+30", "nan").
PyObject *shortestText(Bf16 value) {
  double number = toQuietFloat(value);
  if (std::isfinite(number)) {
    char buffer[32];
    for (int digits = 1; digits <= 9; ++digits) {
      std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, number);
      double shortest = std::strtod(buffer, nullptr);
      if (fromWide(shortest).bits == value.bits) {
        number = shortest;
        break;
      }
    }
  }
  char *text = PyOS_double_to_string(number, 'r', 0, Py_DTSF_ADD_DOT_0, nullptr);
  if (!text)
    return nullptr;
  PyObject *result = PyUnicode_FromString(text);
  PyMem_Free(text);
  return result;
}

PyObject *bf16New(PyTypeObject *, PyObject *args, PyObject *kwargs) {
  if (kwargs && PyDict_Size(kwargs)) {
    PyErr_SetString(PyExc_TypeError, "bfloat16() takes no keyword arguments");
    return nullptr;
  }
  Py_ssize_t count = PyTuple_Size(args);
  if (count == 0)
    return newBf16(Bf16{0});
  if (count != 1) {
    PyErr_SetString(PyExc_TypeError, "bfloat16() takes at most one argument");
    return nullptr;
  }
  PyObject *value = PyTuple_GetItem(args, 0);
  if (PyArray_Check(value) && PyArray_NDIM((PyArrayObject *)value) > 0)
    return PyArray_CastToType((PyArrayObject *)value, PyArray_DescrFromType(bf16TypeNum), 0);
  Bf16 converted;
  if (!toBf16(value, converted))
    return nullptr;
  return newBf16(converted);
}

PyObject *bf16Repr(PyObject *self) { return shortestText(reinterpret_cast<PyBf16 *>(self)->value); }

Py_hash_t bf16Hash(PyObject *self) {
  PyObject *number = PyFloat_FromDouble(toFloat(reinterpret_cast<PyBf16 *>(self)->value));
  Py_hash_t hash = PyObject_Hash(number); // equal values hash equal, as float's do
  Py_DECREF(number);
  return hash;
}

// Scalar operations on bfloat16 and Python numbers stay bfloat16; anything
// else (NumPy scalars and arrays) goes through NumPy's generic path, which
// promotes with the registered casts and runs the ufunc loops below.
bool simpleOperand(PyObject *object) {
  return isBf16(object) || PyFloat_CheckExact(object) || PyLong_CheckExact(object) ||
         PyBool_Check(object);
}

template <typename Op>
PyObject *binaryNumber(PyObject *left, PyObject *right, binaryfunc generic) {
  if (!simpleOperand(left) || !simpleOperand(right))
    return generic(left, right);
  Bf16 a, b;
  if (!toBf16(left, a) || !toBf16(right, b))
    return nullptr;
  return newBf16(fromFloat(Op()(toFloat(a), toFloat(b))));
}

struct Add { float operator()(float a, float b) const { return a + b; } };
struct Subtract { float operator()(float a, float b) const { return a - b; } };
struct Multiply { float operator()(float a, float b) const { return a * b; } };
struct Divide { float operator()(float a, float b) const { return a / b; } };

PyNumberMethods bf16Number;
PyNumberMethods *genericNumber() { return PyGenericArrType_Type.tp_as_number; }

PyObject *bf16Add(PyObject *a, PyObject *b) { return binaryNumber<Add>(a, b, genericNumber()->nb_add); }
PyObject *bf16Subtract(PyObject *a, PyObject *b) {
  return binaryNumber<Subtract>(a, b, genericNumber()->nb_subtract);
}
PyObject *bf16Multiply(PyObject *a, PyObject *b) {
  return binaryNumber<Multiply>(a, b, genericNumber()->nb_multiply);
}
PyObject *bf16Divide(PyObject *a, PyObject *b) {
  return binaryNumber<Divide>(a, b, genericNumber()->nb_true_divide);
}
PyObject *bf16Negative(PyObject *self) {
  return newBf16(Bf16{static_cast<uint16_t>(reinterpret_cast<PyBf16 *>(self)->value.bits ^ 0x8000u)});
}
PyObject *bf16Positive(PyObject *self) {
  Py_INCREF(self);
  return self;
}
PyObject *bf16Absolute(PyObject *self) {
  return newBf16(Bf16{static_cast<uint16_t>(reinterpret_cast<PyBf16 *>(self)->value.bits & 0x7fffu)});
}
int bf16Bool(PyObject *self) { return toFloat(reinterpret_cast<PyBf16 *>(self)->value) != 0.0f; }
PyObject *bf16Float(PyObject *self) {
  return PyFloat_FromDouble(toFloat(reinterpret_cast<PyBf16 *>(self)->value));
}
PyObject *bf16Int(PyObject *self) {
  float value = toFloat(reinterpret_cast<PyBf16 *>(self)->value);
  if (std::isnan(value) || std::isinf(value)) {
    PyErr_SetString(std::isnan(value) ? PyExc_ValueError : PyExc_OverflowError,
                    "cannot convert a bfloat16 NaN or infinity to an integer");
    return nullptr;
  }
  return PyLong_FromDouble(value);
}

PyObject *bf16RichCompare(PyObject *left, PyObject *right, int op) {
  if (!simpleOperand(left) || !simpleOperand(right))
    return PyGenericArrType_Type.tp_richcompare(left, right, op);
  Bf16 a, b;
  if (!toBf16(left, a) || !toBf16(right, b))
    return nullptr;
  float x = toFloat(a), y = toFloat(b);
  bool result = false;
  switch (op) {
  case Py_LT: result = std::isless(x, y); break;
  case Py_LE: result = std::islessequal(x, y); break;
  case Py_EQ: result = x == y; break;
  case Py_NE: result = x != y; break;
  case Py_GT: result = std::isgreater(x, y); break;
  case Py_GE: result = std::isgreaterequal(x, y); break;
  }
  return PyBool_FromLong(result);
}

//===----------------------------------------------------------------------===//
// The array functions NumPy calls on bfloat16 data
//===----------------------------------------------------------------------===//

// An element as a Python float, as ml_dtypes gives it (`tolist()`, object
// arrays); indexing still gives the scalar type, which NumPy makes by copying
// the element into a new scalar (no NPY_USE_GETITEM).
PyObject *arrGetItem(void *data, void *) { return PyFloat_FromDouble(toFloat(load(data))); }

int arrSetItem(PyObject *item, void *data, void *) {
  Bf16 value;
  if (!toBf16(item, value))
    return -1;
  store(data, value);
  return 0;
}

void swapBytes(void *data) {
  auto *bytes = static_cast<unsigned char *>(data);
  std::swap(bytes[0], bytes[1]);
}

// A null source means "swap dst in place" (ndarray.byteswap(inplace=True)).
void arrCopySwapN(void *dst, npy_intp dstStride, void *src, npy_intp srcStride, npy_intp count,
                  int swap, void *) {
  auto *to = static_cast<char *>(dst);
  auto *from = static_cast<char *>(src);
  for (npy_intp i = 0; i < count; ++i) {
    if (from)
      std::memcpy(to + i * dstStride, from + i * srcStride, 2);
    if (swap)
      swapBytes(to + i * dstStride);
  }
}

void arrCopySwap(void *dst, void *src, int swap, void *) {
  arrCopySwapN(dst, 0, src, 0, 1, swap, nullptr);
}

npy_bool arrNonZero(void *data, void *) { return toFloat(load(data)) != 0.0f; }

// Sorting order: NaNs last, as NumPy sorts floats.
int arrCompare(const void *a, const void *b, void *) {
  float x = toQuietFloat(load(a)), y = toQuietFloat(load(b));
  if (std::isnan(x) || std::isnan(y))
    return std::isnan(x) - std::isnan(y);
  return (x > y) - (x < y);
}

template <bool Max>
int arrArgExtreme(void *data, npy_intp count, npy_intp *index, void *) {
  const auto *values = static_cast<const char *>(data);
  float best = 0.0f;
  for (npy_intp i = 0; i < count; ++i) {
    float value = toQuietFloat(load(values + 2 * i));
    if (std::isnan(value)) { // NumPy's argmax/argmin stop at the first NaN
      *index = i;
      return 0;
    }
    if (i == 0 || (Max ? value > best : value < best)) {
      best = value;
      *index = i;
    }
  }
  return 0;
}

int arrFill(void *buffer, npy_intp length, void *) {
  auto *data = static_cast<char *>(buffer);
  float start = toFloat(load(data)), delta = toFloat(load(data + 2)) - start;
  for (npy_intp i = 2; i < length; ++i)
    store(data + 2 * i, fromFloat(start + static_cast<float>(i) * delta));
  return 0;
}

void arrDot(void *a, npy_intp aStride, void *b, npy_intp bStride, void *out, npy_intp count,
            void *) {
  float sum = 0.0f;
  for (npy_intp i = 0; i < count; ++i)
    sum += toFloat(load(static_cast<char *>(a) + i * aStride)) *
           toFloat(load(static_cast<char *>(b) + i * bStride));
  store(out, fromFloat(sum));
}

//===----------------------------------------------------------------------===//
// Casts between bfloat16 and NumPy's numeric types
//===----------------------------------------------------------------------===//

template <typename From>
void castToBf16(void *from, void *to, npy_intp count, void *, void *) {
  const auto *in = static_cast<const From *>(from);
  for (npy_intp i = 0; i < count; ++i)
    store(static_cast<char *>(to) + 2 * i, fromNumber(in[i]));
}

// Narrowing to float16 rounds once, from the exact float32 value.
template <typename To>
void castFromBf16(void *from, void *to, npy_intp count, void *, void *) {
  auto *out = static_cast<To *>(to);
  for (npy_intp i = 0; i < count; ++i) {
    Bf16 value = load(static_cast<const char *>(from) + 2 * i);
    if constexpr (std::is_same_v<To, float>)
      out[i] = toFloat(value); // bit-exact
    else
      out[i] = static_cast<To>(toQuietFloat(value));
  }
}

void castBoolFromBf16(void *from, void *to, npy_intp count, void *, void *) {
  auto *out = static_cast<npy_bool *>(to);
  for (npy_intp i = 0; i < count; ++i)
    out[i] = toFloat(load(static_cast<const char *>(from) + 2 * i)) != 0.0f;
}

template <typename T>
bool registerCastPair(int typeNum, bool safeToBf16) {
  PyArray_Descr *other = PyArray_DescrFromType(typeNum);
  bool ok = PyArray_RegisterCastFunc(other, bf16TypeNum, castToBf16<T>) >= 0 &&
            PyArray_RegisterCastFunc(&bf16Descr, typeNum, castFromBf16<T>) >= 0 &&
            (!safeToBf16 || PyArray_RegisterCanCast(other, bf16TypeNum, NPY_NOSCALAR) >= 0);
  Py_DECREF(other);
  return ok;
}

bool registerCasts() {
  bool ok = registerCastPair<npy_byte>(NPY_BYTE, true) &&
            registerCastPair<npy_ubyte>(NPY_UBYTE, true) &&
            registerCastPair<npy_short>(NPY_SHORT, false) &&
            registerCastPair<npy_ushort>(NPY_USHORT, false) &&
            registerCastPair<npy_int>(NPY_INT, false) && registerCastPair<npy_uint>(NPY_UINT, false) &&
            registerCastPair<npy_long>(NPY_LONG, false) &&
            registerCastPair<npy_ulong>(NPY_ULONG, false) &&
            registerCastPair<npy_longlong>(NPY_LONGLONG, false) &&
            registerCastPair<npy_ulonglong>(NPY_ULONGLONG, false) &&
            registerCastPair<npy_float>(NPY_FLOAT, false) &&
            registerCastPair<npy_double>(NPY_DOUBLE, false) &&
            registerCastPair<npy_longdouble>(NPY_LONGDOUBLE, false) &&
            registerCastPair<Half>(NPY_HALF, false);
  if (!ok)
    return false;
  // npy_bool is unsigned char: its own cast out, so that 0.5 is true.
  PyArray_Descr *boolean = PyArray_DescrFromType(NPY_BOOL);
  ok = PyArray_RegisterCastFunc(boolean, bf16TypeNum, castToBf16<npy_bool>) >= 0 &&
       PyArray_RegisterCastFunc(&bf16Descr, NPY_BOOL, castBoolFromBf16) >= 0 &&
       PyArray_RegisterCanCast(boolean, bf16TypeNum, NPY_NOSCALAR) >= 0;
  Py_DECREF(boolean);
  // Widening is safe: mixed bfloat16/float32 arithmetic runs in float32.
  return ok && PyArray_RegisterCanCast(&bf16Descr, NPY_FLOAT, NPY_NOSCALAR) >= 0 &&
         PyArray_RegisterCanCast(&bf16Descr, NPY_DOUBLE, NPY_NOSCALAR) >= 0 &&
         PyArray_RegisterCanCast(&bf16Descr, NPY_LONGDOUBLE, NPY_NOSCALAR) >= 0;
}

//===----------------------------------------------------------------------===//
// Ufunc loops: compute in float32, round back
//===----------------------------------------------------------------------===//

template <typename Op>
void unaryLoop(char **args, const npy_intp *dimensions, const npy_intp *steps, void *) {
  for (npy_intp i = 0; i < dimensions[0]; ++i)
    store(args[1] + i * steps[1], fromFloat(Op()(toQuietFloat(load(args[0] + i * steps[0])))));
}

template <typename Op>
void predicateLoop(char **args, const npy_intp *dimensions, const npy_intp *steps, void *) {
  for (npy_intp i = 0; i < dimensions[0]; ++i)
    *reinterpret_cast<npy_bool *>(args[1] + i * steps[1]) =
        Op()(toQuietFloat(load(args[0] + i * steps[0])));
}

template <typename Op>
void binaryLoop(char **args, const npy_intp *dimensions, const npy_intp *steps, void *) {
  // A reduction (the output is the first input, unmoving) keeps its running
  // value in float32 and rounds once, as NumPy's float16 does: a bfloat16
  // running sum would stop growing at 256.
  if (args[0] == args[2] && steps[0] == 0 && steps[2] == 0) {
    float running = toQuietFloat(load(args[0]));
    for (npy_intp i = 0; i < dimensions[0]; ++i)
      running = Op()(running, toQuietFloat(load(args[1] + i * steps[1])));
    store(args[2], fromFloat(running));
    return;
  }
  for (npy_intp i = 0; i < dimensions[0]; ++i)
    store(args[2] + i * steps[2], fromFloat(Op()(toQuietFloat(load(args[0] + i * steps[0])),
                                                 toQuietFloat(load(args[1] + i * steps[1])))));
}

template <typename Op>
void compareLoop(char **args, const npy_intp *dimensions, const npy_intp *steps, void *) {
  for (npy_intp i = 0; i < dimensions[0]; ++i)
    *reinterpret_cast<npy_bool *>(args[2] + i * steps[2]) =
        Op()(toQuietFloat(load(args[0] + i * steps[0])),
             toQuietFloat(load(args[1] + i * steps[1])));
}

struct QuotientRemainder {
  float quotient, remainder;
};

// Python's floor division and modulo on float32, with NumPy's float32
// results: the remainder comes from fmod (exact) and takes the divisor's
// sign, and the quotient is (x - remainder) / y rounded to an integer.
QuotientRemainder floorDivMod(float x, float y) {
  float remainder = std::fmod(x, y);
  if (y == 0.0f)
    return {x / y, remainder};
  float quotient = (x - remainder) / y;
  if (remainder == 0.0f) {
    remainder = std::copysign(0.0f, y);
  } else if (std::signbit(remainder) != std::signbit(y)) {
    remainder += y;
    quotient -= 1.0f;
  }
  if (quotient == 0.0f)
    return {std::copysign(0.0f, x / y), remainder};
  float floored = std::floor(quotient);
  return {quotient - floored > 0.5f ? floored + 1.0f : floored, remainder};
}

void divmodLoop(char **args, const npy_intp *dimensions, const npy_intp *steps, void *) {
  for (npy_intp i = 0; i < dimensions[0]; ++i) {
    QuotientRemainder result = floorDivMod(toQuietFloat(load(args[0] + i * steps[0])),
                                           toQuietFloat(load(args[1] + i * steps[1])));
    store(args[2] + i * steps[2], fromFloat(result.quotient));
    store(args[3] + i * steps[3], fromFloat(result.remainder));
  }
}

#define COMPASS_FLOAT_OP(NAME, EXPR)                                                               \
  struct NAME {                                                                                    \
    auto operator()(float x) const { return EXPR; }                                                \
  };
#define COMPASS_FLOAT_OP2(NAME, EXPR)                                                              \
  struct NAME {                                                                                    \
    auto operator()(float x, float y) const { return EXPR; }                                       \
  };

COMPASS_FLOAT_OP(Negative, -x)
COMPASS_FLOAT_OP(Positive, x)
COMPASS_FLOAT_OP(Absolute, std::fabs(x))
COMPASS_FLOAT_OP(Sign, std::isnan(x) ? x : static_cast<float>(std::isgreater(x, 0.0f) - std::isless(x, 0.0f)))
COMPASS_FLOAT_OP(Floor, std::floor(x))
COMPASS_FLOAT_OP(Ceil, std::ceil(x))
COMPASS_FLOAT_OP(Rint, std::nearbyint(x))
COMPASS_FLOAT_OP(Trunc, std::trunc(x))
COMPASS_FLOAT_OP(Sqrt, std::sqrt(x))
COMPASS_FLOAT_OP(Square, x * x)
COMPASS_FLOAT_OP(Reciprocal, 1.0f / x)
COMPASS_FLOAT_OP(Exp, std::exp(x))
COMPASS_FLOAT_OP(Exp2, std::exp2(x))
COMPASS_FLOAT_OP(Log, std::log(x))
COMPASS_FLOAT_OP(Log2, std::log2(x))
COMPASS_FLOAT_OP(Log10, std::log10(x))
COMPASS_FLOAT_OP(Sin, std::sin(x))
COMPASS_FLOAT_OP(Cos, std::cos(x))
COMPASS_FLOAT_OP(Tanh, std::tanh(x))
COMPASS_FLOAT_OP(IsNan, static_cast<npy_bool>(std::isnan(x)))
COMPASS_FLOAT_OP(IsInf, static_cast<npy_bool>(std::isinf(x)))
COMPASS_FLOAT_OP(IsFinite, static_cast<npy_bool>(std::isfinite(x)))
COMPASS_FLOAT_OP(SignBit, static_cast<npy_bool>(std::signbit(x)))
COMPASS_FLOAT_OP2(Power, std::pow(x, y))
COMPASS_FLOAT_OP2(Maximum, (std::isnan(x) || std::isgreaterequal(x, y)) ? x : y)
COMPASS_FLOAT_OP2(Minimum, (std::isnan(x) || std::islessequal(x, y)) ? x : y)
COMPASS_FLOAT_OP2(FMax, std::fmax(x, y))
COMPASS_FLOAT_OP2(FMin, std::fmin(x, y))
COMPASS_FLOAT_OP2(CopySign, std::copysign(x, y))
COMPASS_FLOAT_OP2(FloorDivide, floorDivMod(x, y).quotient)
COMPASS_FLOAT_OP2(Remainder, floorDivMod(x, y).remainder)
COMPASS_FLOAT_OP2(Equal, static_cast<npy_bool>(x == y))
COMPASS_FLOAT_OP2(NotEqual, static_cast<npy_bool>(x != y))
COMPASS_FLOAT_OP2(Less, static_cast<npy_bool>(std::isless(x, y)))
COMPASS_FLOAT_OP2(LessEqual, static_cast<npy_bool>(std::islessequal(x, y)))
COMPASS_FLOAT_OP2(Greater, static_cast<npy_bool>(std::isgreater(x, y)))
COMPASS_FLOAT_OP2(GreaterEqual, static_cast<npy_bool>(std::isgreaterequal(x, y)))

bool registerLoop(PyObject *numpy, const char *name, PyUFuncGenericFunction loop,
                  std::initializer_list<int> types) {
  PyObject *ufunc = PyObject_GetAttrString(numpy, name);
  if (!ufunc)
    return false;
  int signature[4];
  std::copy(types.begin(), types.end(), signature);
  bool ok = PyUFunc_RegisterLoopForType(reinterpret_cast<PyUFuncObject *>(ufunc), bf16TypeNum,
                                        loop, signature, nullptr) >= 0;
  Py_DECREF(ufunc);
  return ok;
}

bool registerUfuncs() {
  PyObject *numpy = PyImport_ImportModule("numpy");
  if (!numpy)
    return false;
  const int b = bf16TypeNum, flag = NPY_BOOL;
  struct Entry {
    const char *name;
    PyUFuncGenericFunction loop;
    std::initializer_list<int> types;
  };
  const Entry entries[] = {
      {"negative", unaryLoop<Negative>, {b, b}},
      {"positive", unaryLoop<Positive>, {b, b}},
      {"absolute", unaryLoop<Absolute>, {b, b}},
      {"fabs", unaryLoop<Absolute>, {b, b}},
      {"sign", unaryLoop<Sign>, {b, b}},
      {"floor", unaryLoop<Floor>, {b, b}},
      {"ceil", unaryLoop<Ceil>, {b, b}},
      {"rint", unaryLoop<Rint>, {b, b}},
      {"trunc", unaryLoop<Trunc>, {b, b}},
      {"sqrt", unaryLoop<Sqrt>, {b, b}},
      {"square", unaryLoop<Square>, {b, b}},
      {"reciprocal", unaryLoop<Reciprocal>, {b, b}},
      {"exp", unaryLoop<Exp>, {b, b}},
      {"exp2", unaryLoop<Exp2>, {b, b}},
      {"log", unaryLoop<Log>, {b, b}},
      {"log2", unaryLoop<Log2>, {b, b}},
      {"log10", unaryLoop<Log10>, {b, b}},
      {"sin", unaryLoop<Sin>, {b, b}},
      {"cos", unaryLoop<Cos>, {b, b}},
      {"tanh", unaryLoop<Tanh>, {b, b}},
      {"isnan", predicateLoop<IsNan>, {b, flag}},
      {"isinf", predicateLoop<IsInf>, {b, flag}},
      {"isfinite", predicateLoop<IsFinite>, {b, flag}},
      {"signbit", predicateLoop<SignBit>, {b, flag}},
      {"add", binaryLoop<Add>, {b, b, b}},
      {"subtract", binaryLoop<Subtract>, {b, b, b}},
      {"multiply", binaryLoop<Multiply>, {b, b, b}},
      {"true_divide", binaryLoop<Divide>, {b, b, b}},
      {"floor_divide", binaryLoop<FloorDivide>, {b, b, b}},
      {"remainder", binaryLoop<Remainder>, {b, b, b}},
      {"divmod", divmodLoop, {b, b, b, b}},
      {"power", binaryLoop<Power>, {b, b, b}},
      {"maximum", binaryLoop<Maximum>, {b, b, b}},
      {"minimum", binaryLoop<Minimum>, {b, b, b}},
      {"fmax", binaryLoop<FMax>, {b, b, b}},
      {"fmin", binaryLoop<FMin>, {b, b, b}},
      {"copysign", binaryLoop<CopySign>, {b, b, b}},
      {"equal", compareLoop<Equal>, {b, b, flag}},
      {"not_equal", compareLoop<NotEqual>, {b, b, flag}},
      {"less", compareLoop<Less>, {b, b, flag}},
      {"less_equal", compareLoop<LessEqual>, {b, b, flag}},
      {"greater", compareLoop<Greater>, {b, b, flag}},
      {"greater_equal", compareLoop<GreaterEqual>, {b, b, flag}},
  };
  bool ok = true;
  for (const Entry &entry : entries)
    ok = ok && registerLoop(numpy, entry.name, entry.loop, entry.types);
  Py_DECREF(numpy);
  return ok;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

bool registerType() {
  bf16Number.nb_add = bf16Add;
  bf16Number.nb_subtract = bf16Subtract;
  bf16Number.nb_multiply = bf16Multiply;
  bf16Number.nb_true_divide = bf16Divide;
  bf16Number.nb_negative = bf16Negative;
  bf16Number.nb_positive = bf16Positive;
  bf16Number.nb_absolute = bf16Absolute;
  bf16Number.nb_bool = bf16Bool;
  bf16Number.nb_float = bf16Float;
  bf16Number.nb_int = bf16Int;

  bf16Type.tp_name = "compass._bfloat16.bfloat16";
  bf16Type.tp_basicsize = sizeof(PyBf16);
  bf16Type.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE;
  bf16Type.tp_doc = "bfloat16: the upper 16 bits of an IEEE float32 (8 exponent, 7 mantissa bits)";
  bf16Type.tp_base = &PyGenericArrType_Type;
  bf16Type.tp_new = bf16New;
  bf16Type.tp_repr = bf16Repr;
  bf16Type.tp_str = bf16Repr;
  bf16Type.tp_hash = bf16Hash;
  bf16Type.tp_richcompare = bf16RichCompare;
  bf16Type.tp_as_number = &bf16Number;
  if (PyType_Ready(&bf16Type) < 0)
    return false;

  PyArray_InitArrFuncs(&bf16ArrFuncs);
  bf16ArrFuncs.getitem = arrGetItem;
  bf16ArrFuncs.setitem = arrSetItem;
  bf16ArrFuncs.copyswapn = arrCopySwapN;
  bf16ArrFuncs.copyswap = arrCopySwap;
  bf16ArrFuncs.nonzero = arrNonZero;
  bf16ArrFuncs.compare = arrCompare;
  bf16ArrFuncs.argmax = arrArgExtreme<true>;
  bf16ArrFuncs.argmin = arrArgExtreme<false>;
  bf16ArrFuncs.fill = arrFill;
  bf16ArrFuncs.dotfunc = arrDot;

  // A static object: one reference that is never released.
  Py_SET_REFCNT(&bf16Descr, 1);
  Py_SET_TYPE(&bf16Descr, &PyArrayDescr_Type);
  bf16Descr.typeobj = &bf16Type;
  bf16Descr.kind = 'V';    // NumPy's kinds are closed; 'V' is what user floats use
  bf16Descr.type = 'E';
  bf16Descr.byteorder = '=';
  bf16Descr.flags = NPY_NEEDS_PYAPI | NPY_USE_SETITEM;
  bf16Descr.elsize = 2;
  bf16Descr.alignment = 2;
  bf16Descr.f = &bf16ArrFuncs;
  Py_INCREF(&bf16Type);
  bf16TypeNum = PyArray_RegisterDataType(&bf16Descr);
  return bf16TypeNum >= 0;
}

PyModuleDef moduleDef = {PyModuleDef_HEAD_INIT, "_bfloat16",
                         "The bfloat16 NumPy scalar type of compass.", -1, nullptr,
                         nullptr, nullptr, nullptr, nullptr};

} // namespace

PyMODINIT_FUNC PyInit__bfloat16() {
  import_array();
  import_umath();
  PyObject *module = PyModule_Create(&moduleDef);
  if (!module)
    return nullptr;
  if (!registerType() || !registerCasts() || !registerUfuncs()) {
    if (!PyErr_Occurred())
      PyErr_SetString(PyExc_RuntimeError, "registering bfloat16 with NumPy failed");
    Py_DECREF(module);
    return nullptr;
  }
  Py_INCREF(&bf16Type);
  if (PyModule_AddObject(module, "bfloat16", reinterpret_cast<PyObject *>(&bf16Type)) < 0) {
    Py_DECREF(&bf16Type);
    Py_DECREF(module);
    return nullptr;
  }
  return module;
}
