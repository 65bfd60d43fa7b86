#include "ui/statistics/statistics.h"

#include "ui/session/levelkeys.h"
#include "ui/session/seattext.h"

#include "core/games/gamefactory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace quatre::ui {

namespace {

const QString kFormat = QStringLiteral("format");
const QString kVersion = QStringLiteral("version");
const QString kRecords = QStringLiteral("records");
const QString kGame = QStringLiteral("game");
const QString kOpponent = QStringLiteral("opponent");
const QString kWins = QStringLiteral("wins");
const QString kLosses = QStringLiteral("losses");
const QString kDraws = QStringLiteral("draws");

// The order rows are shown in: the games as the settings list them, then the levels.
int order(GameKind game, AiLevel level)
{
    const GameKind games[] = {GameKind::ConnectFour, GameKind::Quarto, GameKind::FourMation};
    const auto levelIndex = std::distance(std::begin(SeatText::kLevels), std::find(std::begin(SeatText::kLevels), std::end(SeatText::kLevels), level));
    const auto gameIndex = std::distance(std::begin(games), std::find(std::begin(games), std::end(games), game));
    return int(gameIndex * 100 + levelIndex);
}

std::optional<int> count(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || number != std::floor(number) || number < 0
        || number > std::numeric_limits<int>::max())
        return std::nullopt;
    return int(number);
}

} // namespace

Statistics::Row &Statistics::rowFor(GameKind game, AiLevel opponent)
{
    const int key = order(game, opponent);
    auto it = std::lower_bound(m_rows.begin(), m_rows.end(), key,
                               [](const Row &row, int k) { return order(row.game, row.opponent) < k; });
    if (it == m_rows.end() || it->game != game || it->opponent != opponent)
        it = m_rows.insert(it, Row{game, opponent, {}});
    return *it;
}

void Statistics::record(GameKind game, AiLevel opponent, GameResult result)
{
    StatisticsRecord &record = rowFor(game, opponent).record;
    int &counter = result == GameResult::Win ? record.wins : result == GameResult::Loss ? record.losses : record.draws;
    if (counter < std::numeric_limits<int>::max())
        ++counter;
}

StatisticsRecord Statistics::of(GameKind game, AiLevel opponent) const
{
    for (const Row &row : m_rows)
        if (row.game == game && row.opponent == opponent)
            return row.record;
    return {};
}

QByteArray Statistics::toJson() const
{
    QJsonArray records;
    for (const Row &row : m_rows) {
        const std::string_view game = gameName(row.game);
        records.append(QJsonObject{
            {kGame, QString::fromLatin1(game.data(), qsizetype(game.size()))},
            {kOpponent, levelKey(row.opponent)},
            {kWins, row.record.wins},
            {kLosses, row.record.losses},
            {kDraws, row.record.draws},
        });
    }
    const QJsonObject root{
        {kFormat, QLatin1String(kFormatName)},
        {kVersion, kFormatVersion},
        {kRecords, records},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Statistics> Statistics::fromJson(const QByteArray &data, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<Statistics> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(tr("The file is not valid JSON (%1 at character %2).").arg(parse.errorString()).arg(parse.offset + 1));
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(kFormat).toString() != QLatin1String(kFormatName))
        return fail(tr("The file does not hold Quatre statistics."));
    const QJsonValue version = root.value(kVersion);
    if (!version.isDouble() || version.toDouble() < 1 || version.toDouble() > kFormatVersion)
        return fail(tr("The file has an unknown format version."));
    if (!root.value(kRecords).isArray())
        return fail(tr("The file has no list of records."));
    Statistics statistics;
    const QJsonArray records = root.value(kRecords).toArray();
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QJsonObject record = records[i].toObject();
        GameKind game = GameKind::ConnectFour;
        const std::optional<AiLevel> level = levelFromKey(record.value(kOpponent).toString());
        const auto wins = count(record.value(kWins));
        const auto losses = count(record.value(kLosses));
        const auto draws = count(record.value(kDraws));
        if (!records[i].isObject() || !gameKindFromName(record.value(kGame).toString().toStdString(), &game) || !level
            || !wins || !losses || !draws)
            return fail(tr("Record %1 is malformed.").arg(i + 1));
        const auto &rows = statistics.m_rows;
        if (std::any_of(rows.begin(), rows.end(), [&](const Row &row) { return row.game == game && row.opponent == *level; }))
            return fail(tr("Record %1 repeats an earlier one.").arg(i + 1));
        statistics.rowFor(game, *level).record = {*wins, *losses, *draws};
    }
    return statistics;
}

} // namespace quatre::ui
