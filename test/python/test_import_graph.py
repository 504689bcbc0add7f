"""The compass package has no import cycles and no function-local imports of
its own modules (which is how cycles hide)."""

import ast
import os

import compass

PACKAGE = os.path.dirname(compass.__file__)


def _modules():
    for folder, _, files in os.walk(PACKAGE):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, os.path.dirname(PACKAGE))[:-3]
                parts = relative.split(os.sep)
                if parts[-1] == "__init__":
                    parts = parts[:-1]
                yield ".".join(parts), path, name == "__init__.py"


def _resolve(module, is_package, node):
    """The compass modules an import statement in `module` names."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names if alias.name.startswith("compass")]
    base = module.split(".") if is_package else module.split(".")[:-1]
    if node.level:
        base = base[:len(base) - node.level + 1]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    if not prefix.startswith("compass"):
        return []
    return [prefix] + [f"{prefix}.{alias.name}" for alias in node.names]


def _graph():
    modules = {name: (path, is_package) for name, path, is_package in _modules()}
    graph, local_imports = {}, []
    for name, (path, is_package) in modules.items():
        tree = ast.parse(open(path, encoding="utf-8").read())
        edges = set()
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in _resolve(name, is_package, node) if t in modules and t != name]
            if node.col_offset > 0 and targets:
                local_imports.append(f"{name}:{node.lineno}")
            # A package's __init__ importing its submodules is no cycle.
            edges |= {t for t in targets if not (is_package and t.startswith(name + "."))}
        graph[name] = edges
    return graph, local_imports


def test_no_function_local_imports_of_compass_modules():
    _, local_imports = _graph()
    assert local_imports == []


def test_no_import_cycles():
    graph, _ = _graph()
    state, stack, cycles = {}, [], []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for succ in sorted(graph.get(node, ())):
            if state.get(succ) == "open":
                cycles.append(stack[stack.index(succ):] + [succ])
            elif succ not in state:
                visit(succ)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert cycles == []
