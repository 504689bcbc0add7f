# expect: The 1-th arg expect "int32", but got: "float32".
from compass import script as S


@S.prim_func
def helper(x: S.i32) -> S.i32:
    return x + 1


@S.prim_func
def kernel(a: S.ptr("int32", "global"), f: S.fp32):
    a[0] = helper(f)  #!
