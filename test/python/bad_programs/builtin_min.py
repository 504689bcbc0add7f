# expect: The built-in "min" isn't supported, please use "S.min".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = min(a[0], 3)  #!
