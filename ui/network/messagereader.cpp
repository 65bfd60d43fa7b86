#include "ui/network/messagereader.h"

#include <QtEndian>

namespace quatre::ui::net {

namespace {

constexpr qsizetype kPrefixBytes = 4;

} // namespace

QByteArray frameMessage(const Message &message)
{
    const QByteArray json = encodeMessage(message);
    QByteArray frame(kPrefixBytes, '\0');
    qToBigEndian(quint32(json.size()), frame.data());
    return frame + json;
}

std::optional<ProtocolError> MessageReader::feed(QByteArrayView bytes, std::vector<Message> &messages)
{
    if (m_failed)
        return ProtocolError{ProtocolProblem::NotJson, {}};
    // Taken a frame at a time, so that the buffer never grows past one frame
    // and its prefix, whatever `bytes` holds.
    while (!bytes.isEmpty()) {
        const qsizetype wanted = m_buffer.size() < kPrefixBytes
            ? kPrefixBytes - m_buffer.size()
            : kPrefixBytes + qsizetype(qFromBigEndian<quint32>(m_buffer.constData())) - m_buffer.size();
        const qsizetype taken = std::min(wanted, bytes.size());
        m_buffer.append(bytes.first(taken));
        bytes = bytes.sliced(taken);
        if (m_buffer.size() == kPrefixBytes) {
            const quint32 length = qFromBigEndian<quint32>(m_buffer.constData());
            if (length > quint32(kMaxMessageBytes)) {
                m_failed = true;
                m_buffer.clear();
                return ProtocolError{ProtocolProblem::TooLarge, QString::number(length)};
            }
        }
        if (m_buffer.size() < kPrefixBytes
            || m_buffer.size() < kPrefixBytes + qsizetype(qFromBigEndian<quint32>(m_buffer.constData())))
            continue;
        auto decoded = decodeMessage(m_buffer.sliced(kPrefixBytes));
        m_buffer.clear();
        if (auto *error = std::get_if<ProtocolError>(&decoded)) {
            m_failed = true;
            return *error;
        }
        messages.push_back(std::move(std::get<Message>(decoded)));
    }
    return std::nullopt;
}

} // namespace quatre::ui::net
