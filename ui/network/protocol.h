// The network game's messages (ui/network/README.md describes the protocol
// in full). A message is a JSON object with a "type"; on the wire each is
// framed by MessageReader/frameMessage() (messagereader.h). Everything here
// is Qt Core only, so the fuzzer and the command-line peer share it.
//
// Decoding checks form, not sense: types, lengths and counts. Whether a
// move is legal, or comes in turn, is the game's to say (the session checks
// every move with the rules on both sides).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <variant>

namespace quatre::ui::net {

inline constexpr int kProtocolVersion = 1;
// The port a host listens on unless told otherwise (0 asks for any free one).
inline constexpr quint16 kDefaultPort = 42424;
// The UDP port a host announces its game on and the Join dialog listens on
// (lanannouncement.h), one above kDefaultPort so that firewalls open a pair.
inline constexpr quint16 kDiscoveryPort = 42425;
// The largest message, its frame's length prefix excluded.
inline constexpr int kMaxMessageBytes = 64 * 1024;
// Nesting of objects and arrays: the deepest message (setup) needs 3.
inline constexpr int kMaxDepth = 4;
inline constexpr int kMaxNameLength = 40;
inline constexpr int kMaxChatLength = 500;
inline constexpr int kMaxTextLength = 200; // any other string: versions, reasons, moves, option keys
inline constexpr int kMaxMoves = 400; // the longest game of any board is 100 moves; a resume sends them all
inline constexpr int kMaxOptions = 16;

// The reasons of a host's goodbye that a joiner tells its person in its own words.
inline constexpr char kWrongCodeReason[] = "wrong join code";
inline constexpr char kGameFullReason[] = "game full";

// The first message each side sends.
struct Hello {
    int protocol = kProtocolVersion;
    QString app; // the program's version, for the message of a mismatch
    QString name; // how the person wants to be called; shown as plain text
};
// Host to joiner: prove you know the join code (joinproof.h).
struct Challenge {
    QByteArray nonce;
};
struct Proof {
    QByteArray hmac;
};
// Host to joiner: the proof was right.
struct Welcome {};
// The game both windows show: the host chooses it, the joiner takes it.
struct Setup {
    QString game; // the game's id
    std::map<QString, int> options; // every option of the game by key
    int hostSeat = 0; // the seat the host plays (0 or 1); the joiner has the other
    int firstSeat = 0; // the seat that made the first move
    QStringList moves; // played so far, in the game's notation (a resumed game's)
};
// One move of the sender's, the game's `ply`th (from 0), in the game's notation.
struct MovePlayed {
    int ply = 0;
    QString move;
};
enum class RequestKind { Undo, NewGame, Rematch };
// `plies`: the moves of the game when asked, so that an answer that crosses
// a move on the wire is recognised as being about another position.
struct Request {
    RequestKind kind = RequestKind::Undo;
    int plies = 0;
};
struct Answer {
    RequestKind kind = RequestKind::Undo;
    bool accepted = false;
    int plies = 0;
};
struct Resign {};
struct Chat {
    QString text;
};
struct Ping {};
struct Pong {};
// The last message before closing, and why.
struct Bye {
    QString reason;
};

using Message =
    std::variant<Hello, Challenge, Proof, Welcome, Setup, MovePlayed, Request, Answer, Resign, Chat, Ping, Pong, Bye>;

// Why bytes from a peer are no message; the connection ends with it.
enum class ProtocolProblem {
    TooLarge, // a frame over kMaxMessageBytes
    NotUtf8,
    NotJson, // or not an object
    TooDeep,
    UnknownType,
    BadField, // a field missing, of the wrong type, too long or out of range
};

struct ProtocolError {
    ProtocolProblem problem = ProtocolProblem::NotJson;
    QString detail; // the field or type concerned, as sent (cut short), for the message shown
};

// The message's JSON text (compact UTF-8), as decodeMessage() reads it.
QByteArray encodeMessage(const Message &message);
// The message `json` holds, or what is wrong with it. Precondition: none; any bytes.
std::variant<Message, ProtocolError> decodeMessage(const QByteArray &json);

// The message type's name on the wire ("hello", "move"...).
const char *messageTypeName(const Message &message);

} // namespace quatre::ui::net
