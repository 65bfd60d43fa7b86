#include "ui/network/lanannouncement.h"

#include "ui/network/jsonfields.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace quatre::ui::net {

namespace {

// A flat object: no field nests.
constexpr int kAnnouncementDepth = 1;

bool isGameId(const QString &id)
{
    return !id.isEmpty() && id.size() <= kMaxGameIdLength && std::all_of(id.begin(), id.end(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('-');
    });
}

} // namespace

QByteArray encodeAnnouncement(const LanAnnouncement &announcement)
{
    const QJsonObject object{
        {QStringLiteral("quatre"), QStringLiteral("lan")},
        {QStringLiteral("protocol"), announcement.protocol},
        {QStringLiteral("game"), announcement.game},
        {QStringLiteral("name"), announcement.name.left(kMaxNameLength)},
        {QStringLiteral("port"), announcement.port},
    };
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::variant<LanAnnouncement, ProtocolError> decodeAnnouncement(const QByteArray &datagram)
{
    auto read = readJsonObject(datagram, kMaxAnnouncementBytes, kAnnouncementDepth);
    if (const auto *error = std::get_if<ProtocolError>(&read))
        return *error;
    FieldReader f(std::get<QJsonObject>(read));
    // The magic first: a datagram of some other program on this port is not
    // a Quatre announcement with bad fields.
    if (f.string("quatre", kMaxTextLength) != QLatin1String("lan"))
        return ProtocolError{ProtocolProblem::UnknownType, QStringLiteral("quatre")};
    LanAnnouncement announcement;
    announcement.protocol = f.integer("protocol", 1, 1000000);
    announcement.game = f.string("game", kMaxGameIdLength);
    if (!isGameId(announcement.game))
        f.fail("game");
    announcement.name = f.string("name", kMaxNameLength);
    announcement.port = quint16(f.integer("port", 1, 65535));
    if (const auto error = f.error())
        return *error;
    return announcement;
}

} // namespace quatre::ui::net
