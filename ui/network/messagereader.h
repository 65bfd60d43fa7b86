// The wire format of the network game: each message (protocol.h) is a frame
// of a 4-byte big-endian length, then that many bytes of UTF-8 JSON. The
// reader takes bytes as they arrive, in pieces of any size, and gives back
// whole messages; it never holds more than one frame's worth, and a length
// over the limit is refused as soon as its four bytes are in, so a peer
// that announces 100 MB costs nothing.
#pragma once

#include "ui/network/protocol.h"

#include <QByteArray>
#include <QByteArrayView>

#include <optional>
#include <vector>

namespace quatre::ui::net {

// A message's frame, ready to write to the socket.
QByteArray frameMessage(const Message &message);

class MessageReader {
public:
    // Reads `bytes` after those before. Appends every whole message to
    // `messages`; on the first malformed one returns its problem, and the
    // reader stays failed (the connection is to be closed).
    std::optional<ProtocolError> feed(QByteArrayView bytes, std::vector<Message> &messages);

    bool hasFailed() const { return m_failed; }
    // Bytes of an unfinished frame, held until the rest comes.
    qsizetype pendingBytes() const { return m_buffer.size(); }

private:
    QByteArray m_buffer;
    bool m_failed = false;
};

} // namespace quatre::ui::net
