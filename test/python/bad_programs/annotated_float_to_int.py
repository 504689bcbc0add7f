# expect: Type mismatch assignment: "int32" vs. "float", need to do the explicit type conversion for the right hand side(i.e., new value).
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    x: S.i32 = 1.5  #!
    a[0] = x
