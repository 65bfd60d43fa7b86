// The network game's reader (MessageReader, decodeMessage()): whatever bytes
// a peer sends, cut into pieces however the network delivers them. Beyond
// "it does not crash":
//  - the reader never holds more than one frame and its prefix;
//  - once failed, it stays failed and reads nothing more;
//  - every message read encodes back to JSON that decodes to the same message.
// The stream is also read whole as one LAN announcement's datagram
// (decodeAnnouncement()): one that reads encodes back, within a datagram's
// limit, to one that reads the same.
#include "fuzzcheck.h"

#include "ui/network/lanannouncement.h"
#include "ui/network/messagereader.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace quatre::ui::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    // The first byte chooses the size of the pieces, the rest is the stream.
    const qsizetype piece = 1 + data[0] % 64;
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    MessageReader reader;
    std::vector<Message> messages;
    bool failed = false;
    for (qsizetype at = 0; at < stream.size(); at += piece) {
        const std::size_t before = messages.size();
        const auto error =
            reader.feed(QByteArrayView(stream).sliced(at, std::min(piece, stream.size() - at)), messages);
        QUATRE_FUZZ_CHECK(reader.pendingBytes() <= 4 + kMaxMessageBytes, "at most one frame is held");
        QUATRE_FUZZ_CHECK(!failed || (error && messages.size() == before), "a failed reader reads nothing more");
        failed = failed || error.has_value();
        QUATRE_FUZZ_CHECK(failed == reader.hasFailed(), "the reader knows it failed");
    }
    for (const Message &message : messages) {
        const QByteArray json = encodeMessage(message);
        const auto back = decodeMessage(json);
        QUATRE_FUZZ_CHECK(std::holds_alternative<Message>(back), "a message read encodes to one that reads");
        QUATRE_FUZZ_CHECK(encodeMessage(std::get<Message>(back)) == json, "and to the same message");
    }
    // The stream as one message's JSON, as decodeMessage() gets a frame's body.
    const auto direct = decodeMessage(stream);
    if (const auto *message = std::get_if<Message>(&direct))
        QUATRE_FUZZ_CHECK(encodeMessage(std::get<Message>(decodeMessage(encodeMessage(*message))))
                              == encodeMessage(*message),
                          "a decoded message round-trips");
    const auto announced = decodeAnnouncement(stream);
    if (const auto *announcement = std::get_if<LanAnnouncement>(&announced)) {
        QUATRE_FUZZ_CHECK(stream.size() <= kMaxAnnouncementBytes, "an announcement fits in a datagram");
        const QByteArray datagram = encodeAnnouncement(*announcement);
        QUATRE_FUZZ_CHECK(datagram.size() <= kMaxAnnouncementBytes, "and encodes to one that does");
        const auto back = decodeAnnouncement(datagram);
        QUATRE_FUZZ_CHECK(std::holds_alternative<LanAnnouncement>(back)
                              && std::get<LanAnnouncement>(back) == *announcement,
                          "a decoded announcement round-trips");
    }
    return 0;
}
