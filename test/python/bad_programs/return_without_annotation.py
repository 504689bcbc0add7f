# expect: This function lacks return type annotation. Returning a value needs one like "-> S.i32".
from compass import script as S


@S.prim_func
def helper(x: S.i32):
    return x + 1  #!


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = helper(a[0])
