# expect: The name "missing" is not defined.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = missing  #!
