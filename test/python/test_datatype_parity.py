"""`compass.DataType` behaves as upstream's `tvm.DataType` (fact sheet §5): the same
names, properties where upstream has properties, methods where it has methods, the
same values (bool is a 1-bit unsigned integer), and usable wherever NumPy takes a
dtype because it is a str."""

import numpy as np
import pytest

import compass
from compass import DataType, DataTypeCode, get_range, hw_native_vdtype, int_within_range
from compass import resolve_dtype_alias

PROPERTIES = ["bits", "lanes", "bytes", "total_bits", "total_bytes", "itemsize", "type_code",
              "element_of"]
METHODS = ["with_lanes", "with_bits", "with_type_code", "with_int", "with_uint"]
PREDICATES = ["is_int", "is_uint", "is_integer", "is_bool", "is_float", "is_float16",
              "is_float32", "is_bfloat", "is_bfloat16", "is_floating", "is_floating16",
              "is_scalar", "is_vector", "is_bool_vector", "is_integer_vector",
              "is_integer_scalar", "is_float_scalar", "is_float_vector", "is_floating16_vector",
              "is_bfloat16_scalar", "is_floating_scalar", "is_void", "is_int16", "is_int32",
              "is_uint16", "is_uint32"]

# dtype: (bits, lanes, type code, the predicates that hold; every other one is False)
TABLE = {
    "int8": (8, 1, DataTypeCode.INT, {"is_int", "is_integer", "is_scalar", "is_integer_scalar"}),
    "int16x16": (16, 16, DataTypeCode.INT, {"is_int", "is_integer", "is_vector",
                                             "is_integer_vector", "is_int16"}),
    "int32": (32, 1, DataTypeCode.INT, {"is_int", "is_integer", "is_scalar",
                                        "is_integer_scalar", "is_int32"}),
    "uint16": (16, 1, DataTypeCode.UINT, {"is_uint", "is_integer", "is_scalar",
                                          "is_integer_scalar", "is_uint16"}),
    "uint32x8": (32, 8, DataTypeCode.UINT, {"is_uint", "is_integer", "is_vector",
                                            "is_integer_vector", "is_uint32"}),
    "bool": (1, 1, DataTypeCode.UINT, {"is_uint", "is_integer", "is_bool", "is_scalar",
                                       "is_integer_scalar"}),
    "boolx8": (1, 8, DataTypeCode.UINT, {"is_uint", "is_integer", "is_bool", "is_vector",
                                         "is_bool_vector", "is_integer_vector"}),
    "float16": (16, 1, DataTypeCode.FLOAT, {"is_float", "is_float16", "is_floating",
                                            "is_floating16", "is_scalar", "is_float_scalar",
                                            "is_floating_scalar"}),
    "float32x8": (32, 8, DataTypeCode.FLOAT, {"is_float", "is_float32", "is_floating",
                                              "is_vector", "is_float_vector"}),
    "bfloat16": (16, 1, DataTypeCode.BFLOAT, {"is_bfloat", "is_bfloat16", "is_floating",
                                              "is_floating16", "is_scalar",
                                              "is_bfloat16_scalar", "is_floating_scalar"}),
    "bfloat16x16": (16, 16, DataTypeCode.BFLOAT, {"is_bfloat", "is_bfloat16", "is_floating",
                                                  "is_floating16", "is_vector",
                                                  "is_floating16_vector"}),
    "float16x32": (16, 32, DataTypeCode.FLOAT, {"is_float", "is_float16", "is_floating",
                                                "is_floating16", "is_vector", "is_float_vector",
                                                "is_floating16_vector"}),
}


@pytest.mark.parametrize("name", PROPERTIES + PREDICATES)
def test_is_a_property_as_upstream(name):
    assert isinstance(getattr(DataType, name), property)


@pytest.mark.parametrize("name", METHODS)
def test_is_a_method_as_upstream(name):
    assert callable(getattr(DataType, name)) and not isinstance(getattr(DataType, name), property)


@pytest.mark.parametrize("text", sorted(TABLE))
def test_facts_and_predicates(text):
    bits, lanes, code, true_predicates = TABLE[text]
    dtype = DataType(text)
    assert (dtype.bits, dtype.lanes, dtype.type_code) == (bits, lanes, code)
    assert dtype.bytes == dtype.itemsize == (bits + 7) // 8
    assert dtype.total_bits == bits * lanes and dtype.total_bytes == (bits + 7) // 8 * lanes
    assert dtype.element_of == text.split("x")[0]
    for predicate in PREDICATES:
        assert getattr(dtype, predicate) == (predicate in true_predicates), predicate


def test_derived_dtypes():
    assert DataType("int8").with_lanes(32) == "int8x32"
    assert DataType("int8x32").with_lanes(1) == "int8"
    assert DataType("int16x16").with_bits(32) == "int32x16"
    assert DataType("uint8x32").with_int() == "int8x32"
    assert DataType("int32x8").with_uint() == "uint32x8"
    assert DataType("float16x16").with_type_code(DataTypeCode.BFLOAT) == "bfloat16x16"
    assert isinstance(DataType("int8").with_lanes(4), DataType)
    with pytest.raises(ValueError, match="type code HANDLE"):
        DataType("int8").with_type_code(DataTypeCode.HANDLE)


def test_a_str_that_numpy_takes_as_a_dtype():
    dtype = DataType("i8")
    assert isinstance(dtype, str) and dtype == "int8" and str(dtype) == "int8"
    assert hash(dtype) == hash("int8") and {"int8": 1}[dtype] == 1
    assert repr(dtype) == 'DataType("int8")'
    assert np.zeros(3, DataType("int8")).dtype == np.int8
    assert np.dtype(DataType("float32")) == np.float32
    assert np.array([1, 2], dtype=DataType("fp16")).dtype == np.float16
    assert np.dtype(DataType("bfloat16")) == np.dtype(compass.bfloat16)
    assert DataType(np.dtype("uint16")) == "uint16" and DataType(np.int32) == "int32"
    assert DataType("int32x8") != "int32" and DataType("int32x8").startswith("int32")


@pytest.mark.parametrize("text", ["int64", "float8", "int8x1", "i32y", "", "vector"])
def test_bad_dtype_strings_are_refused_by_name(text):
    with pytest.raises(ValueError, match=f'Unknown dtype "{text}"|at least 2 lanes'):
        DataType(text)


def test_ranges_as_upstream():
    assert get_range("bool") == (0, 1)
    assert get_range("int8x32") == (-128, 127)
    assert get_range("uint32") == (0, 4294967295)
    assert get_range("float16") == (-65504.0, 65504.0)
    assert get_range("float32") == (-3.4028234663852886e38, 3.4028234663852886e38)
    assert get_range("bfloat16") == (-3.38953e38, 3.38953e38)
    assert int_within_range(127, "int8") and not int_within_range(128, "int8")
    assert not int_within_range(-1, "uint16")


def test_aliases_and_native_vectors():
    assert resolve_dtype_alias("i32x8") == "int32x8"
    assert isinstance(resolve_dtype_alias("bf16"), DataType)
    assert hw_native_vdtype("fp16") == "float16x16"
    assert hw_native_vdtype(DataType("uint8")) == "uint8x32"
    assert hw_native_vdtype("int32x4") == "int32x8"
    with pytest.raises(ValueError, match="bool"):
        hw_native_vdtype("bool")
