// Strict reading of one JSON object from bytes a peer sent, shared by the
// game's messages (protocol.cpp) and the LAN announcements
// (lanannouncement.cpp), so that both refuse the same things the same way.
#pragma once

#include "ui/network/protocol.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <variant>

namespace quatre::ui::net {

// The object `json` holds: at most `maxBytes` bytes of UTF-8, nested at most
// `maxDepth` deep (counted before parsing, so that no parser recurses into
// a hostile depth), one JSON object. Precondition: none; any bytes.
std::variant<QJsonObject, ProtocolError> readJsonObject(const QByteArray &json, int maxBytes, int maxDepth);

// Reads the fields of one object; the first problem sticks, as a BadField
// naming the field, and later reads return harmless values.
class FieldReader {
public:
    explicit FieldReader(const QJsonObject &object)
        : m_object(object)
    {}

    std::optional<ProtocolError> error() const { return m_error; }

    QString string(const char *key, int maxLength, bool required = true);
    // A whole number within [min, max].
    int integer(const char *key, int min, int max);
    bool boolean(const char *key);
    // Exactly `bytes` bytes, in base64.
    QByteArray base64(const char *key, int bytes);
    QStringList strings(const char *key, int maxCount, int maxLength);
    // An object of whole numbers (at most 1e6 either way) by key.
    std::map<QString, int> integers(const char *key, int maxCount);
    // Fails `key` from outside, for a check the reader cannot make.
    void fail(const char *key);

private:
    QJsonObject m_object;
    std::optional<ProtocolError> m_error;
};

} // namespace quatre::ui::net
