# expect: The scope of return type expect "global", but got: "private".
from compass import script as S


@S.prim_func
def local_buffer() -> S.ptr("int32", "global"):
    buf = S.alloc(8, "int32")
    return buf  #!


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = local_buffer()[0]
