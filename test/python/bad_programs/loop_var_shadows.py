# expect: The iter var i of the for loop has been defined in outside scope, please use another name.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    i = 3
    for i in range(4):  #!
        a[i] = i
