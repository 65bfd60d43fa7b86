// The datagram with which a host tells the local network that it waits for
// an opponent (ui/network/README.md, "Finding games"): a JSON object
//   {"quatre": "lan", "protocol": 1, "game": "connect4", "name": "Ana", "port": 42424}
// of at most kMaxAnnouncementBytes. It says where to connect and what is
// played, never the join code: anyone on the network can read it.
#pragma once

#include "ui/network/protocol.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace quatre::ui::net {

// One datagram, well within any network's MTU, so it is never fragmented.
inline constexpr int kMaxAnnouncementBytes = 512;
// Game ids are short names of lowercase letters, digits and dashes ("connect4").
inline constexpr int kMaxGameIdLength = 32;

struct LanAnnouncement {
    // Another number is kept rather than refused, so that the Join dialog can
    // say that a game is there but needs another version of Quatre. A newer
    // version keeps the other four fields for that.
    int protocol = kProtocolVersion;
    QString game; // the game's id
    QString name; // the host's name, at most kMaxNameLength; shown as plain text
    quint16 port = kDefaultPort; // the host's TCP port

    bool operator==(const LanAnnouncement &) const = default;
};

// The datagram's bytes. A name over kMaxNameLength is cut to it; with a game
// id within kMaxGameIdLength the result fits in kMaxAnnouncementBytes.
QByteArray encodeAnnouncement(const LanAnnouncement &announcement);
// The announcement `datagram` holds, or what is wrong with it: too large, not
// UTF-8, not one flat JSON object, another magic than "lan", or a field
// missing, of the wrong type, too long or out of range (port 1 to 65535).
// Fields it does not know are ignored. Precondition: none; any bytes.
std::variant<LanAnnouncement, ProtocolError> decodeAnnouncement(const QByteArray &datagram);

} // namespace quatre::ui::net
