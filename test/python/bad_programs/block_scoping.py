# expect: The name "inner" is not defined.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    if a[0] > 0:
        inner = a[1]
    a[2] = inner  #!
