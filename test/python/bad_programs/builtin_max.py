# expect: The built-in "max" isn't supported, please use "S.max".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = max(a[0], a[1])  #!
