#include "ui/statistics/statistics.h"

#include "core/games/gamerules.h"
#include "ui/registry/gameregistry.h"

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

int Statistics::order(std::string_view game, const AiLevel &opponent) const
{
    const std::vector<GameEntry> &games = m_games->games();
    const auto entry = std::find_if(games.begin(), games.end(), [&](const GameEntry &e) { return e.id() == game; });
    const std::vector<AiLevel> levels = entry == games.end() ? std::vector<AiLevel>{} : entry->rules->levels();
    const auto level = std::find(levels.begin(), levels.end(), opponent);
    return int(std::distance(games.begin(), entry) * 100 + std::distance(levels.begin(), level));
}

Statistics::Row &Statistics::rowFor(std::string_view game, const AiLevel &opponent)
{
    const int key = order(game, opponent);
    auto it = std::lower_bound(m_rows.begin(), m_rows.end(), key,
                               [this](const Row &row, int k) { return order(row.game, row.opponent) < k; });
    if (it == m_rows.end() || it->game != game || it->opponent != opponent)
        it = m_rows.insert(it, Row{std::string(game), opponent, {}});
    return *it;
}

void Statistics::record(std::string_view game, const AiLevel &opponent, GameResult result)
{
    StatisticsRecord &record = rowFor(game, opponent).record;
    int &counter = result == GameResult::Win ? record.wins : result == GameResult::Loss ? record.losses : record.draws;
    if (counter < std::numeric_limits<int>::max())
        ++counter;
}

StatisticsRecord Statistics::of(std::string_view game, const AiLevel &opponent) const
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
        const std::string_view opponent = row.opponent.key();
        records.append(QJsonObject{
            {kGame, QString::fromStdString(row.game)},
            {kOpponent, QString::fromLatin1(opponent.data(), qsizetype(opponent.size()))},
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

std::optional<Statistics> Statistics::fromJson(const QByteArray &data, const GameRegistry &games, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<Statistics> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(
            tr("The file is not valid JSON (%1 at character %2).").arg(parse.errorString()).arg(parse.offset + 1));
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(kFormat).toString() != QLatin1String(kFormatName))
        return fail(tr("The file does not hold Quatre statistics."));
    const QJsonValue version = root.value(kVersion);
    if (!version.isDouble() || version.toDouble() < 1 || version.toDouble() > kFormatVersion)
        return fail(tr("The file has an unknown format version."));
    if (!root.value(kRecords).isArray())
        return fail(tr("The file has no list of records."));
    Statistics statistics(games);
    const QJsonArray records = root.value(kRecords).toArray();
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QJsonObject record = records[i].toObject();
        const GameEntry *entry = games.find(record.value(kGame).toString().toStdString());
        const std::string opponent = record.value(kOpponent).toString().toStdString();
        const std::optional<AiLevel> level =
            opponent == kNetworkOpponent.key() ? std::optional(kNetworkOpponent) : games.findLevel(opponent);
        const auto wins = count(record.value(kWins));
        const auto losses = count(record.value(kLosses));
        const auto draws = count(record.value(kDraws));
        if (!records[i].isObject() || !entry || !level || (*level != kNetworkOpponent && !entry->rules->offers(*level))
            || !wins || !losses || !draws)
            return fail(tr("Record %1 is malformed.").arg(i + 1));
        const auto &rows = statistics.m_rows;
        const std::string game(entry->id());
        if (std::any_of(rows.begin(), rows.end(),
                        [&](const Row &row) { return row.game == game && row.opponent == *level; }))
            return fail(tr("Record %1 repeats an earlier one.").arg(i + 1));
        statistics.rowFor(game, *level).record = {*wins, *losses, *draws};
    }
    return statistics;
}

} // namespace quatre::ui
