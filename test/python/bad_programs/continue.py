# expect: Visitor of AST node is not implemented: Continue
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in range(4):
        if i == 2:
            continue  #!
        a[i] = i
