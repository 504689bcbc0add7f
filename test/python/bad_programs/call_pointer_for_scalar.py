# expect: The 1-th arg expect a variable, but got: pointer.
from compass import script as S


@S.prim_func
def twice(x: S.i32) -> S.i32:
    return x * 2


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = twice(a)  #!
