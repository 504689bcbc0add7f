# expect: The scalar form of arg "dtype" expect one of
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    p = a.as_ptr("int64")  #!
