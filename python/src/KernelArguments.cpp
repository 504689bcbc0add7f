//===- KernelArguments.cpp - checked Python arguments for a kernel --------===//

#include "KernelArguments.h"

#include <string>

namespace py = pybind11;
using mlir::compass::KernelArg;
using mlir::compass::KernelParam;

namespace compass::python {

BufferViews::~BufferViews() {
  for (Py_buffer &view : views)
    PyBuffer_Release(&view);
}

Py_buffer *BufferViews::acquire(py::handle object) {
  Py_buffer view;
  if (PyObject_GetBuffer(object.ptr(), &view,
                         PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) != 0) {
    PyErr_Clear();
    return nullptr;
  }
  views.push_back(view);
  return &views.back();
}

/// The one refusal of an argument the call's check (Python's
/// check_arguments, compass/script/arguments.py) would not have passed:
/// the bindings take checked arguments and only guard against others.
[[noreturn]] static void refuse(size_t index, const KernelParam &param,
                                py::handle object, const char *consumer,
                                const char *expected) {
  throw py::value_error(
      "argument " + std::to_string(index) + " ('" + param.name + "') of " +
      consumer + " is not a checked argument for " + param.describe() + " (" +
      expected + "), got " +
      std::string(py::str(py::type::handle_of(object).attr("__name__"))));
}

std::vector<KernelArg> convertArguments(llvm::ArrayRef<KernelParam> params,
                                        const py::sequence &args,
                                        BufferViews &views,
                                        const char *consumer) {
  size_t count = py::len(args);
  if (count != params.size())
    throw py::value_error("the kernel takes " + std::to_string(params.size()) +
                          " arguments, got " + std::to_string(count));
  views.reserve(count);
  std::vector<KernelArg> converted;
  for (size_t i = 0; i < count; ++i)
    converted.push_back(
        convertArgument(i, params[i], args[i], views, consumer));
  return converted;
}

KernelArg convertArgument(size_t index, const KernelParam &param,
                          py::handle object, BufferViews &views,
                          const char *consumer) {
  KernelArg arg;
  if (param.isPointer) {
    if (object.is_none())
      return arg; // Kind::Null
    if (py::isinstance<py::tuple>(object) && py::len(object) == 2) {
      py::tuple pair = py::reinterpret_borrow<py::tuple>(object);
      arg.offset = pair[1].cast<uint64_t>();
      object = pair[0];
    }
    Py_buffer *view = views.acquire(object);
    if (!view)
      refuse(index, param, object, consumer,
             "a writable C-contiguous array, (array, byte offset) or None");
    arg.kind = KernelArg::Kind::Buffer;
    arg.data = static_cast<uint8_t *>(view->buf);
    arg.bytes = static_cast<uint64_t>(view->len);
    return arg;
  }
  arg.kind = KernelArg::Kind::Scalar;
  PyObject *ptr = object.ptr();
  bool isString = PyUnicode_Check(ptr) || PyBytes_Check(ptr);
  if (param.isFloat) {
    double value = isString ? -1.0 : PyFloat_AsDouble(ptr);
    if (isString || (value == -1.0 && PyErr_Occurred())) {
      PyErr_Clear();
      refuse(index, param, object, consumer, "a number");
    }
    arg.bits = param.encodeFloat(value);
    return arg;
  }
  // Integers and bools: the two's complement bits modulo 2**64, wrapped
  // to the width (nonzero is true).
  py::object integer;
  if (PyIndex_Check(ptr))
    integer = py::reinterpret_steal<py::object>(PyNumber_Index(ptr));
  unsigned long long bits =
      integer ? PyLong_AsUnsignedLongLongMask(integer.ptr()) : 0;
  if (!integer || PyErr_Occurred()) {
    PyErr_Clear();
    refuse(index, param, object, consumer, "an int");
  }
  arg.bits = param.encodeInteger(static_cast<int64_t>(bits));
  return arg;
}

} // namespace compass::python
