# expect: Visitor of AST node is not implemented: ClassDef
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    class Tile:  #!
        pass
