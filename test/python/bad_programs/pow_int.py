# expect: The operator "**" expects floats, but got: "int32"
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = a[0] ** a[1]  #!
