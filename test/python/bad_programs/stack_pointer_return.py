# expect: The function "scratch" return a stack pointer. Please check it carefully.
from compass import script as S


@S.prim_func
def scratch() -> S.ptr("int32", "lsram"):
    buf = S.alloc(8, "int32", "lsram")
    return buf  #!


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    p = scratch()
    a[0] = p[0]
