"""compass-lsp-server: MLIR's language server with the compass and tir dialects.

Driven over stdin and stdout with LSP JSON-RPC as an editor drives it: `initialize`, then
`textDocument/didOpen` of a file whose compass op does not verify must publish one diagnostic
at that op's line with the verifier's message; a file that verifies publishes none; a hover
over an operation answers with the operation.
"""

import json
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVER = os.path.join(os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build")), "bin",
                      "compass-lsp-server")

BAD = """func.func @k(%x: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  %c = tir.const 1 : si32
  %y = compass.vadd %x, %x, %m : vector<8xsi32>, !compass.mask<8>
  %z = compass.tail_mask %c : si32 -> !compass.mask<16>
  %w = compass.vsel %x, %y, %z : vector<8xsi32>, !compass.mask<16>
  return %w : vector<8xsi32>
}
"""

GOOD = """func.func @k(%x: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  %y = compass.vadd %x, %x, %m : vector<8xsi32>, !compass.mask<8>
  return %y : vector<8xsi32>
}
"""


class Server:
    def __init__(self):
        assert os.path.exists(SERVER), f"{SERVER} is not built (ninja -C build)"
        self.process = subprocess.Popen([SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, method, params, request=True):
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return message.get("id")

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def until(self, predicate):
        for _ in range(50):
            message = self.receive()
            if predicate(message):
                return message
        raise AssertionError("no such message from the server")

    def close(self):
        self.send("shutdown", None)
        self.send("exit", None, request=False)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture
def server(tmp_path):
    running = Server()
    request = running.send("initialize", {"processId": None, "rootUri": tmp_path.as_uri(),
                                          "capabilities": {}})
    reply = running.until(lambda message: message.get("id") == request)
    assert "capabilities" in reply["result"]
    running.send("initialized", {}, request=False)
    yield running
    running.close()


def open_file(server, tmp_path, name, text):
    uri = (tmp_path / name).as_uri()
    server.send("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "mlir", "version": 1, "text": text}}, request=False)
    return uri


def diagnostics_of(server, uri):
    message = server.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                           and m["params"]["uri"] == uri)
    return message["params"]["diagnostics"]


def test_a_file_that_does_not_verify_gets_a_diagnostic_at_the_line(server, tmp_path):
    uri = open_file(server, tmp_path, "bad.mlir", BAD)
    diagnostics = diagnostics_of(server, uri)
    assert len(diagnostics) == 1, diagnostics
    (diagnostic,) = diagnostics
    assert diagnostic["range"]["start"]["line"] == 4  # zero-based: the compass.vsel line
    assert diagnostic["severity"] == 1
    assert "compass.vsel" in diagnostic["message"] or "mask" in diagnostic["message"]


def test_a_file_that_verifies_gets_none_and_hover_names_the_operation(server, tmp_path):
    uri = open_file(server, tmp_path, "good.mlir", GOOD)
    assert diagnostics_of(server, uri) == []
    request = server.send("textDocument/hover", {"textDocument": {"uri": uri},
                                                 "position": {"line": 1, "character": 10}})
    reply = server.until(lambda message: message.get("id") == request)
    assert "compass.vadd" in json.dumps(reply["result"])
