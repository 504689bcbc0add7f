# expect: The built-in "print" isn't supported, please use "S.printf".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    print(a[0])  #!
