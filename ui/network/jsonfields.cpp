#include "ui/network/jsonfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>

namespace quatre::ui::net {

namespace {

QString text(const char *latin1)
{
    return QString::fromLatin1(latin1);
}

// The deepest nesting of objects and arrays in `json`, counted outside
// strings, without parsing.
int nestingDepth(const QByteArray &json)
{
    int depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (const char c : json) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

} // namespace

std::variant<QJsonObject, ProtocolError> readJsonObject(const QByteArray &json, int maxBytes, int maxDepth)
{
    if (json.size() > maxBytes)
        return ProtocolError{ProtocolProblem::TooLarge, QString::number(json.size())};
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    [[maybe_unused]] const QString decoded = utf8.decode(json);
    if (utf8.hasError())
        return ProtocolError{ProtocolProblem::NotUtf8, {}};
    if (nestingDepth(json) > maxDepth)
        return ProtocolError{ProtocolProblem::TooDeep, {}};
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject())
        return ProtocolError{ProtocolProblem::NotJson, {}};
    return document.object();
}

QString FieldReader::string(const char *key, int maxLength, bool required)
{
    const QJsonValue value = m_object.value(text(key));
    if (value.isUndefined() && !required)
        return {};
    if (!value.isString() || value.toString().size() > maxLength)
        fail(key);
    return value.toString();
}

int FieldReader::integer(const char *key, int min, int max)
{
    const QJsonValue value = m_object.value(text(key));
    const double number = value.toDouble(-1e300);
    if (!value.isDouble() || number != std::floor(number) || number < min || number > max) {
        fail(key);
        return min;
    }
    return int(number);
}

bool FieldReader::boolean(const char *key)
{
    const QJsonValue value = m_object.value(text(key));
    if (!value.isBool())
        fail(key);
    return value.toBool();
}

QByteArray FieldReader::base64(const char *key, int bytes)
{
    const auto decoded =
        QByteArray::fromBase64Encoding(string(key, 4 * bytes).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != bytes) {
        fail(key);
        return {};
    }
    return decoded.decoded;
}

QStringList FieldReader::strings(const char *key, int maxCount, int maxLength)
{
    const QJsonValue value = m_object.value(text(key));
    QStringList list;
    if (!value.isArray() || value.toArray().size() > maxCount) {
        fail(key);
        return list;
    }
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isString() || item.toString().size() > maxLength) {
            fail(key);
            return {};
        }
        list << item.toString();
    }
    return list;
}

std::map<QString, int> FieldReader::integers(const char *key, int maxCount)
{
    const QJsonValue value = m_object.value(text(key));
    std::map<QString, int> map;
    if (!value.isObject() || value.toObject().size() > maxCount) {
        fail(key);
        return map;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const double number = it.value().toDouble(-1e300);
        if (it.key().size() > kMaxTextLength || !it.value().isDouble() || number != std::floor(number)
            || std::abs(number) > 1e6) {
            fail(key);
            return {};
        }
        map[it.key()] = int(number);
    }
    return map;
}

void FieldReader::fail(const char *key)
{
    if (!m_error)
        m_error = ProtocolError{ProtocolProblem::BadField, text(key)};
}

} // namespace quatre::ui::net
