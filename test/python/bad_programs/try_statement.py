# expect: Visitor of AST node is not implemented: Try
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    try:  #!
        a[0] = 1
    except ValueError:
        pass
