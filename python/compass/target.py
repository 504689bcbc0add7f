"""Zhouyi targets the DSL programs (fact sheet §4.1)."""

_TARGETS = {
    # name: (cores, TECs per core, lsram bytes per TEC, shared bytes per core)
    "X2_1204": (1, 4, 32 * 1024, 256 * 1024),
    "X2_1204MP3": (3, 4, 32 * 1024, 256 * 1024),
    "X3P_1304": (1, 4, 32 * 1024, 128 * 1024),
    "X3P_1304MP2": (2, 4, 32 * 1024, 128 * 1024),
    "X3P_1304MP4": (4, 4, 32 * 1024, 128 * 1024),
    "X3S_1304": (1, 4, 32 * 1024, 128 * 1024),
    "X3S_1304MP2": (2, 4, 32 * 1024, 128 * 1024),
    "X3S_1304MP4": (4, 4, 32 * 1024, 128 * 1024),
}


def normalize_target(target):
    """Accepts "X2_1204" and "compass -mcpu=X2_1204"; rejects X1 and unknowns."""
    text = str(target).strip()
    if text.startswith("compass"):
        for part in text.split()[1:]:
            if part.startswith("-mcpu="):
                text = part[len("-mcpu="):]
                break
        else:
            text = "X2_1204"
    if text.startswith("X1"):
        raise ValueError(f'The Compass DSL does not support the target "{text}".')
    if text not in _TARGETS:
        raise ValueError(f'Unknown target "{text}", expected one of: {", ".join(_TARGETS)}.')
    return text


class CompassInfo:
    """Facts about one target: cores, TECs, memory sizes."""

    def __init__(self, name):
        self.name = normalize_target(name)
        self.core_count, self.tec_count, self._lsram, self._gsram = _TARGETS[self.name]
        self.version = self.name.split("_")[0]
        self.vector_width = 256

    @classmethod
    def get(cls, target="X2_1204"):
        return cls(target)

    def lsram_size(self, piece_idx=0):
        return self._lsram if piece_idx == 0 else 0

    def gsram_size(self, piece_idx=0):
        return self._gsram if piece_idx == 0 else 0
