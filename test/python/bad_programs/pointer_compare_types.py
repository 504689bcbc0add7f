# expect: Can't compare pointers of different types
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), b: S.ptr("float32", "global")):
    if a < b:  #!
        a[0] = 1
