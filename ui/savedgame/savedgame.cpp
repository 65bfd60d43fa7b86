#include "ui/savedgame/savedgame.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/storage/datafile.h"
#include "ui/text/parseerrortext.h"
#include "ui/text/visibletext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace quatre::ui {

namespace {

const QString kFormat = QStringLiteral("format");
const QString kVersion = QStringLiteral("version");
const QString kGame = QStringLiteral("game");
const QString kOptions = QStringLiteral("options");
const QString kPlayers = QStringLiteral("players");
const QString kType = QStringLiteral("type");
const QString kLevel = QStringLiteral("level");
const QString kDepth = QStringLiteral("depth");
const QString kBudget = QStringLiteral("budgetMs");
const QString kSeed = QStringLiteral("seed");
const QString kFirstPlayer = QStringLiteral("firstPlayer");
const QString kMoves = QStringLiteral("moves");
const QString kRedo = QStringLiteral("redo");
const QString kResultRecorded = QStringLiteral("resultRecorded");
const QString kReview = QStringLiteral("review");
const QString kReviewMoves = QStringLiteral("moves");
const QString kReviewSummary = QStringLiteral("summary");
const QString kHuman = QStringLiteral("human");
const QString kAi = QStringLiteral("ai");

// JSON numbers are doubles: a seed is exact up to 2^53, so a larger one (any
// 64-bit seed can be set) is written as a string of decimal digits instead.
constexpr double kMaxSeed = 9007199254740992.0;

// The reader's state: the first problem found ends the reading.
class Reader {
public:
    explicit Reader(QString *error)
        : m_error(error)
    {}

    // The messages repeat parts of the file (a move, a level): any control
    // character in them is shown as an escape.
    bool fail(const QString &message)
    {
        if (m_error)
            *m_error = visibleText(message);
        return false;
    }
    bool malformed(const QString &entry)
    {
        return fail(SavedGame::tr("The entry \"%1\" is missing or malformed.").arg(entry));
    }

    // A whole number (a JSON number without a fraction), or nullopt.
    static std::optional<double> wholeNumber(const QJsonValue &value)
    {
        if (!value.isDouble())
            return std::nullopt;
        const double number = value.toDouble();
        if (!std::isfinite(number) || number != std::floor(number))
            return std::nullopt;
        return number;
    }

    // An optional integer entry: absent keeps `*value`; anything but a whole
    // number in int's range is malformed. Ranges are checked by the caller,
    // which knows what to say.
    bool optionalInt(const QJsonObject &object, const QString &key, const QString &entry, int *value)
    {
        const QJsonValue found = object.value(key);
        if (found.isUndefined())
            return true;
        const auto number = wholeNumber(found);
        if (!number || *number < std::numeric_limits<int>::min() || *number > std::numeric_limits<int>::max())
            return malformed(entry);
        *value = int(*number);
        return true;
    }

    bool optionalBool(const QJsonObject &object, const QString &key, const QString &entry, bool *value)
    {
        const QJsonValue found = object.value(key);
        if (found.isUndefined())
            return true;
        if (!found.isBool())
            return malformed(entry);
        *value = found.toBool();
        return true;
    }

private:
    QString *m_error;
};

// The game's options: each one its game has, by its key; an option left out
// keeps its default.
bool readOptions(Reader &reader, const QJsonObject &root, const GameEntry &game, GameOptions *options)
{
    const QJsonValue value = root.value(kOptions);
    if (!value.isUndefined() && !value.isObject())
        return reader.malformed(kOptions);
    const QJsonObject object = value.toObject();
    *options = game.rules->defaultOptions();
    for (std::size_t i = 0; i < game.rules->options().size(); ++i) {
        const OptionSpec &spec = game.rules->options()[i];
        const QString key = QString::fromLatin1(spec.key.data(), qsizetype(spec.key.size()));
        const QString entry = kOptions + QLatin1Char('.') + key;
        int &stored = options->values[i];
        if (spec.kind == OptionSpec::Kind::Flag) {
            bool on = stored != 0;
            if (!reader.optionalBool(object, key, entry, &on))
                return false;
            stored = on;
        } else if (!reader.optionalInt(object, key, entry, &stored)) {
            return false;
        }
    }
    if (const QString problem = game.text->optionsProblem(*options); !problem.isEmpty())
        return reader.fail(problem);
    if (const std::optional<ParseError> problem = optionsError(*options))
        return reader.fail(parseErrorText(*problem));
    return true;
}

bool readSeat(Reader &reader, const QJsonValue &value, int index, const GameRegistry &games, const GameEntry &game,
              Seat *seat)
{
    const int player = index + 1; // as people count them
    const QString prefix = QStringLiteral("%1[%2].").arg(kPlayers).arg(index);
    if (!value.isObject())
        return reader.malformed(QStringLiteral("%1[%2]").arg(kPlayers).arg(index));
    const QJsonObject object = value.toObject();
    const QJsonValue type = object.value(kType);
    if (!type.isString())
        return reader.malformed(prefix + kType);
    if (type.toString() == kHuman) {
        *seat = Seat::person();
        return true;
    }
    if (type.toString() != kAi)
        return reader.fail(SavedGame::tr("Player %1: unknown player type \"%2\" (it is \"human\" or \"ai\").")
                               .arg(player)
                               .arg(type.toString()));
    const QJsonValue levelValue = object.value(kLevel);
    if (!levelValue.isString())
        return reader.malformed(prefix + kLevel);
    const std::optional<AiLevel> level = games.findLevel(levelValue.toString().toStdString());
    if (!level)
        return reader.fail(SavedGame::tr("Player %1: unknown AI level \"%2\".").arg(player).arg(levelValue.toString()));
    if (!game.rules->offers(*level))
        return reader.fail(
            SavedGame::tr("Player %1: the %2 level does not play this game.").arg(player).arg(games.levelName(*level)));
    AiConfig config;
    config.level = *level;
    int budget = AiConfig::kDefaultBudgetMs;
    if (!reader.optionalInt(object, kDepth, prefix + kDepth, &config.depth)
        || !reader.optionalInt(object, kBudget, prefix + kBudget, &budget))
        return false;
    if (config.depth < AiConfig::kMinDepth || config.depth > AiConfig::kMaxDepth)
        return reader.fail(SavedGame::tr("Player %1: the Minimax depth %2 is out of range (%3 to %4).")
                               .arg(player)
                               .arg(config.depth)
                               .arg(AiConfig::kMinDepth)
                               .arg(AiConfig::kMaxDepth));
    if (budget < Seat::kMinBudgetMs || budget > Seat::kMaxBudgetMs)
        return reader.fail(SavedGame::tr("Player %1: the time budget of %2 ms is out of range (%3 to %4 ms).")
                               .arg(player)
                               .arg(budget)
                               .arg(Seat::kMinBudgetMs)
                               .arg(Seat::kMaxBudgetMs));
    config.budget = std::chrono::milliseconds(budget);
    if (const QJsonValue seed = object.value(kSeed); !seed.isUndefined()) {
        if (seed.isString()) {
            const QString digits = seed.toString();
            bool ok = !digits.isEmpty()
                && std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
            config.seed = ok ? digits.toULongLong(&ok) : 0;
            if (!ok)
                return reader.malformed(prefix + kSeed);
        } else {
            const auto number = Reader::wholeNumber(seed);
            if (!number || *number < 0 || *number > kMaxSeed)
                return reader.malformed(prefix + kSeed);
            config.seed = std::uint64_t(*number);
        }
    }
    *seat = Seat::computer(config);
    return true;
}

// Plays the moves of `array` on `game`, appending them to `moves`. Moves are
// numbered from `firstNumber` in messages.
bool readMoves(Reader &reader, const QJsonArray &array, const QString &key, int firstNumber, Game &game,
               std::vector<Move> *moves)
{
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isString())
            return reader.malformed(QStringLiteral("%1[%2]").arg(key).arg(i));
        const QString text = array[i].toString();
        const auto move = moveFromText(game, text.toStdString());
        if (!std::holds_alternative<Move>(move))
            return reader.fail(SavedGame::tr("Move %1, \"%2\", cannot be played in that position.")
                                   .arg(firstNumber + int(i))
                                   .arg(text.left(40)));
        game.play(std::get<Move>(move));
        moves->push_back(std::get<Move>(move));
    }
    return true;
}

// A JSON object that stops early: unterminated, or failing on its very last
// word (such as "tru" for true), which a cut file does and a wrong one does not.
bool isCutShort(const QJsonParseError &parse, const QByteArray &data)
{
    const QByteArray text = data.trimmed();
    if (!text.startsWith('{'))
        return false;
    switch (parse.error) {
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::UnterminatedString: return true;
    case QJsonParseError::GarbageAtEnd: return false; // a whole object, and more after it
    default: {
        const QByteArray rest = text.mid(parse.offset);
        return std::none_of(rest.begin(), rest.end(), [](char c) { return QByteArrayView(" \t\r\n,:]}").contains(c); });
    }
    }
}

QJsonObject seatToJson(const Seat &seat)
{
    QJsonObject object;
    if (seat.human) {
        object[kType] = kHuman;
        return object;
    }
    object[kType] = kAi;
    object[kLevel] = QString::fromLatin1(seat.ai.level.key().data(), qsizetype(seat.ai.level.key().size()));
    object[kDepth] = seat.ai.depth;
    object[kBudget] = qint64(seat.ai.budget.count());
    if (seat.ai.seed <= std::uint64_t(kMaxSeed)) // compared as integers: 2^53 + 1 is no double
        object[kSeed] = double(seat.ai.seed);
    else
        object[kSeed] = QString::number(seat.ai.seed);
    return object;
}

QJsonArray movesToJson(Game &game, const std::vector<Move> &moves)
{
    QJsonArray array;
    for (Move move : moves) {
        array.append(QString::fromStdString(game.moveToText(move)));
        game.play(move);
    }
    return array;
}

// The review's summary if it is well formed (a line per player, each short,
// of some of the moves); anything else is dropped, since nothing depends on it.
void readReview(const QJsonValue &value, int moveCount, SavedGame *saved)
{
    const QJsonObject review = value.toObject();
    const auto moves = Reader::wholeNumber(review.value(kReviewMoves));
    const QJsonArray lines = review.value(kReviewSummary).toArray();
    if (!moves || *moves < 1 || *moves > moveCount || lines.size() != 2)
        return;
    QStringList summary;
    for (const QJsonValue &line : lines) {
        if (!line.isString() || line.toString().size() > SavedGame::kMaxSummaryLength)
            return;
        summary << line.toString();
    }
    saved->reviewedMoves = int(*moves);
    saved->reviewSummary = summary;
}

} // namespace

QByteArray SavedGame::toJson() const
{
    QJsonObject root;
    root[kFormat] = QLatin1String(kFormatName);
    root[kVersion] = kFormatVersion;
    const std::string_view id = options.rules->id();
    root[kGame] = QString::fromLatin1(id.data(), qsizetype(id.size()));
    QJsonObject gameOptions;
    for (std::size_t i = 0; i < options.rules->options().size(); ++i) {
        const OptionSpec &spec = options.rules->options()[i];
        const QString key = QString::fromLatin1(spec.key.data(), qsizetype(spec.key.size()));
        if (spec.kind == OptionSpec::Kind::Flag)
            gameOptions[key] = options.values[i] != 0;
        else
            gameOptions[key] = options.values[i];
    }
    root[kOptions] = gameOptions;
    root[kPlayers] = QJsonArray{seatToJson(seats[0]), seatToJson(seats[1])};
    root[kFirstPlayer] = firstSeat + 1;
    const std::unique_ptr<Game> game = newGame(options);
    root[kMoves] = movesToJson(*game, moves);
    root[kRedo] = movesToJson(*game, redo);
    root[kResultRecorded] = resultRecorded;
    if (reviewedMoves > 0)
        root[kReview] =
            QJsonObject{{kReviewMoves, reviewedMoves}, {kReviewSummary, QJsonArray::fromStringList(reviewSummary)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SavedGame> SavedGame::fromJson(const QByteArray &data, const GameRegistry &games, QString *error)
{
    Reader reader(error);
    if (data.size() > DataFile::kMaxBytes) {
        reader.fail(tr("The file is too large to be a saved game (%1 KiB; the limit is %2 KiB).")
                        .arg((data.size() + 1023) / 1024)
                        .arg(DataFile::kMaxBytes / 1024));
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parse);
    if (parse.error != QJsonParseError::NoError) {
        if (isCutShort(parse, data))
            reader.fail(tr("The file ends too early: it was cut short or only partly written."));
        else
            reader.fail(tr("This is not a saved game: the file is not valid JSON (%1 at character %2).")
                            .arg(parse.errorString())
                            .arg(parse.offset + 1));
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(kFormat).toString() != QLatin1String(kFormatName)) {
        reader.fail(tr("This file is not a Quatre saved game."));
        return std::nullopt;
    }
    const auto version = Reader::wholeNumber(root.value(kVersion));
    if (!version || *version < 1) {
        reader.fail(tr("The saved game has no valid format version."));
        return std::nullopt;
    }
    if (*version > kFormatVersion) {
        reader.fail(
            tr("This game was saved by a newer version of Quatre (format %1); this version reads formats up to %2.")
                .arg(*version, 0, 'g', 15)
                .arg(kFormatVersion));
        return std::nullopt;
    }

    SavedGame saved;
    const QJsonValue gameValue = root.value(kGame);
    if (!gameValue.isString()) {
        reader.malformed(kGame);
        return std::nullopt;
    }
    const GameEntry *game = games.find(gameValue.toString().toStdString());
    if (!game) {
        QStringList names;
        for (const GameEntry &known : games.games())
            names << QString::fromLatin1(known.id().data(), qsizetype(known.id().size()));
        reader.fail(tr("Unknown game \"%1\": the games are %2.")
                        .arg(gameValue.toString().left(40), names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (!readOptions(reader, root, *game, &saved.options))
        return std::nullopt;

    const QJsonValue players = root.value(kPlayers);
    if (!players.isArray()) {
        reader.malformed(kPlayers);
        return std::nullopt;
    }
    if (players.toArray().size() != 2) {
        reader.fail(tr("A saved game has exactly two players, not %1.").arg(players.toArray().size()));
        return std::nullopt;
    }
    for (int i = 0; i < 2; ++i)
        if (!readSeat(reader, players.toArray().at(i), i, games, *game, &saved.seats[std::size_t(i)]))
            return std::nullopt;
    const auto first = Reader::wholeNumber(root.value(kFirstPlayer));
    if (!first) {
        reader.malformed(kFirstPlayer);
        return std::nullopt;
    }
    if (*first != 1 && *first != 2) {
        reader.fail(tr("The first player is 1 or 2, not %1.").arg(*first, 0, 'g', 15));
        return std::nullopt;
    }
    saved.firstSeat = int(*first) - 1;

    const QJsonValue moves = root.value(kMoves);
    const QJsonValue redo = root.value(kRedo);
    if (!moves.isArray()) {
        reader.malformed(kMoves);
        return std::nullopt;
    }
    if (!redo.isUndefined() && !redo.isArray()) {
        reader.malformed(kRedo);
        return std::nullopt;
    }
    if (!reader.optionalBool(root, kResultRecorded, kResultRecorded, &saved.resultRecorded))
        return std::nullopt;
    const std::unique_ptr<Game> position = newGame(saved.options);
    if (!readMoves(reader, moves.toArray(), kMoves, 1, *position, &saved.moves)
        || !readMoves(reader, redo.toArray(), kRedo, int(saved.moves.size()) + 1, *position, &saved.redo))
        return std::nullopt;
    readReview(root.value(kReview), int(saved.moves.size()), &saved);
    return saved;
}

} // namespace quatre::ui
