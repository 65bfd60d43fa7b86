#include "ui/settings/settings.h"

#include "ui/language/translation.h"
#include "ui/registry/gameregistry.h"

#include <QSettings>

#include <algorithm>
#include <utility>

namespace quatre::ui {

namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// Stored names, kept stable across versions and languages (the levels' are
// their keys, shared with the saved games).
const char *speedKey(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off: return "off";
    case AnimationSpeed::Fast: return "fast";
    case AnimationSpeed::Normal: return "normal";
    case AnimationSpeed::Slow: return "slow";
    }
    return "normal";
}

const char *firstMoveKey(FirstMove first)
{
    switch (first) {
    case FirstMove::Seat1: return "player1";
    case FirstMove::Seat2: return "player2";
    case FirstMove::Alternate: return "alternate";
    }
    return "player1";
}

const char *schemeKey(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::System: return "system";
    case ColourScheme::Light: return "light";
    case ColourScheme::Dark: return "dark";
    }
    return "system";
}

// Notes a stored entry that cannot be used (one that is absent is not a
// problem: it simply takes its default).
void noteUnreadable(const QSettings &store, const QString &key, QStringList *unreadable)
{
    if (unreadable && store.contains(key) && !unreadable->contains(key))
        unreadable->append(key);
}

// The stored int if it is a number within [low, high], else the fallback.
int readInt(const QSettings &store, const QString &key, int low, int high, int fallback,
            QStringList *unreadable = nullptr)
{
    bool ok = false;
    const int value = store.value(key).toInt(&ok);
    if (ok && value >= low && value <= high)
        return value;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

// QSettings' INI files keep booleans as the words true and false.
bool readBool(const QSettings &store, const QString &key, bool fallback, QStringList *unreadable)
{
    const QString text = store.value(key).toString();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

template <typename Enum, typename Namer>
Enum readEnum(const QSettings &store, const QString &key, std::initializer_list<Enum> values, Namer name, Enum fallback,
              QStringList *unreadable = nullptr)
{
    const QString text = store.value(key).toString();
    for (Enum value : values)
        if (text == QLatin1String(name(value)))
            return value;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

Seat readSeat(const QSettings &store, const QString &group, const GameRegistry &games, const GameRules &game,
              const Seat &fallback, QStringList *unreadable)
{
    const QString typeKey = group + QLatin1String("/type");
    const QString type = store.value(typeKey).toString();
    if (type == QLatin1String("human"))
        return Seat::person();
    if (type != QLatin1String("ai")) {
        noteUnreadable(store, typeKey, unreadable);
        return fallback;
    }
    AiConfig config;
    const QString levelKey = group + QLatin1String("/level");
    const std::optional<AiLevel> level = games.findLevel(store.value(levelKey).toString().toStdString());
    if (!level)
        noteUnreadable(store, levelKey, unreadable);
    config.level = level.value_or(Settings::defaultAiSeat().ai.level);
    // (A level of another game, such as Hardcore after switching to Connect
    // Four, is no damage: the game changed, not the file.)
    if (!game.offers(config.level))
        config.level = Settings::defaultAiSeat().ai.level;
    config.depth = readInt(store, group + QLatin1String("/depth"), AiConfig::kMinDepth, AiConfig::kMaxDepth,
                           AiConfig::kDefaultDepth, unreadable);
    config.budget = std::chrono::milliseconds(readInt(store, group + QLatin1String("/budgetMs"), Seat::kMinBudgetMs,
                                                      Seat::kMaxBudgetMs, AiConfig::kDefaultBudgetMs, unreadable));
    return Seat::computer(config);
}

void writeSeat(QSettings &store, const QString &group, const Seat &seat)
{
    store.setValue(group + QLatin1String("/type"), seat.human ? QStringLiteral("human") : QStringLiteral("ai"));
    store.setValue(group + QLatin1String("/level"), latin1(seat.ai.level.key()));
    store.setValue(group + QLatin1String("/depth"), seat.ai.depth);
    store.setValue(group + QLatin1String("/budgetMs"), qlonglong(seat.ai.budget.count()));
}

// Where a game's option is stored: "connect4/rows".
QString optionKey(const GameOptions &options, const OptionSpec &spec)
{
    return latin1(options.rules->id()) + QLatin1Char('/') + latin1(spec.key);
}

} // namespace

Settings::Settings(const GameRegistry &games)
    : game(games.first().id())
{
    for (const GameEntry &entry : games.games())
        gameOptions.push_back(entry.rules->defaultOptions());
}

const GameOptions &Settings::optionsOf(std::string_view id) const
{
    const auto found = std::find_if(gameOptions.begin(), gameOptions.end(),
                                    [&](const GameOptions &options) { return options.rules->id() == id; });
    Q_ASSERT(found != gameOptions.end());
    return *found;
}

GameOptions &Settings::optionsOf(std::string_view id)
{
    return const_cast<GameOptions &>(std::as_const(*this).optionsOf(id));
}

void Settings::choose(const GameOptions &options)
{
    game = options.rules->id();
    optionsOf(game) = options;
}

Seat Settings::defaultAiSeat()
{
    AiConfig config;
    config.level = AiLevel::Minimax;
    config.depth = AiConfig::kDefaultDepth;
    return Seat::computer(config);
}

// Two Minimax players a ply apart: a demo that shows a fair game with a
// favourite, at the pace of a person watching.
std::array<Seat, 2> Settings::defaultDemoSeats()
{
    std::array<Seat, 2> demo = {defaultAiSeat(), defaultAiSeat()};
    demo[0].ai.depth = 3;
    demo[1].ai.depth = 4;
    return demo;
}

int Settings::animationMs(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 110;
    case AnimationSpeed::Normal: return 190;
    case AnimationSpeed::Slow: return 320;
    }
    return 190;
}

void Settings::load(const QSettings &store, const GameRegistry &games, QStringList *unreadable)
{
    const Settings defaults(games);
    if (unreadable)
        unreadable->clear();
    const GameEntry *chosen = games.find(store.value(QStringLiteral("game/kind")).toString().toStdString());
    if (!chosen) {
        chosen = games.find(defaults.game);
        noteUnreadable(store, QStringLiteral("game/kind"), unreadable);
    }
    game = chosen->id();
    gameOptions = defaults.gameOptions;
    for (GameOptions &options : gameOptions) {
        for (std::size_t i = 0; i < options.rules->options().size(); ++i) {
            const OptionSpec &spec = options.rules->options()[i];
            const QString key = optionKey(options, spec);
            options.values[i] = spec.kind == OptionSpec::Kind::Flag
                ? readBool(store, key, spec.defaultValue != 0, unreadable)
                : readInt(store, key, spec.minimum, spec.maximum, spec.defaultValue, unreadable);
        }
    }
    seats[0] = readSeat(store, QStringLiteral("player1"), games, *chosen->rules, defaults.seats[0], unreadable);
    seats[1] = readSeat(store, QStringLiteral("player2"), games, *chosen->rules, defaults.seats[1], unreadable);
    for (std::size_t i = 0; i < demoSeats.size(); ++i) {
        const QString group = QStringLiteral("demo%1").arg(i + 1);
        demoSeats[i] = readSeat(store, group, games, *chosen->rules, defaults.demoSeats[i], unreadable);
        if (demoSeats[i].human) {
            noteUnreadable(store, group + QLatin1String("/type"), unreadable);
            demoSeats[i] = defaults.demoSeats[i];
        }
    }
    firstMove =
        readEnum(store, QStringLiteral("game/firstMove"), {FirstMove::Seat1, FirstMove::Seat2, FirstMove::Alternate},
                 firstMoveKey, defaults.firstMove, unreadable);
    animationSpeed = readEnum(store, QStringLiteral("display/animationSpeed"),
                              {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow},
                              speedKey, defaults.animationSpeed, unreadable);
    pacingMs = readInt(store, QStringLiteral("ai/pacingMs"), kMinPacingMs, kMaxPacingMs, defaults.pacingMs, unreadable);
    highContrast = readBool(store, QStringLiteral("display/highContrast"), defaults.highContrast, unreadable);
    analysis = readBool(store, QStringLiteral("display/analysis"), defaults.analysis, unreadable);
    colourScheme = readEnum(store, QStringLiteral("display/colourScheme"),
                            {ColourScheme::System, ColourScheme::Light, ColourScheme::Dark}, schemeKey,
                            defaults.colourScheme, unreadable);
    sound = readBool(store, QStringLiteral("sound/enabled"), defaults.sound, unreadable);
    volume = readInt(store, QStringLiteral("sound/volume"), kMinVolume, kMaxVolume, defaults.volume, unreadable);
    // Empty means the system's language; a hand-written "pt" or "ro-RO" is
    // taken as the language it names, and an unknown code falls back to the
    // system's language with a warning.
    const QString stored = store.value(QStringLiteral("display/language")).toString();
    language = interfaceLanguageFor(stored);
    if (language.isEmpty() && !stored.isEmpty())
        noteUnreadable(store, QStringLiteral("display/language"), unreadable);
}

void Settings::save(QSettings &store) const
{
    store.setValue(QStringLiteral("game/kind"), QString::fromStdString(game));
    for (const GameOptions &options : gameOptions) {
        for (std::size_t i = 0; i < options.rules->options().size(); ++i) {
            const OptionSpec &spec = options.rules->options()[i];
            if (spec.kind == OptionSpec::Kind::Flag)
                store.setValue(optionKey(options, spec), options.values[i] != 0);
            else
                store.setValue(optionKey(options, spec), options.values[i]);
        }
    }
    writeSeat(store, QStringLiteral("player1"), seats[0]);
    writeSeat(store, QStringLiteral("player2"), seats[1]);
    writeSeat(store, QStringLiteral("demo1"), demoSeats[0]);
    writeSeat(store, QStringLiteral("demo2"), demoSeats[1]);
    store.setValue(QStringLiteral("game/firstMove"), QLatin1String(firstMoveKey(firstMove)));
    store.setValue(QStringLiteral("display/animationSpeed"), QLatin1String(speedKey(animationSpeed)));
    store.setValue(QStringLiteral("ai/pacingMs"), pacingMs);
    store.setValue(QStringLiteral("display/highContrast"), highContrast);
    store.setValue(QStringLiteral("display/analysis"), analysis);
    store.setValue(QStringLiteral("display/colourScheme"), QLatin1String(schemeKey(colourScheme)));
    store.setValue(QStringLiteral("sound/enabled"), sound);
    store.setValue(QStringLiteral("sound/volume"), volume);
    if (!language.isEmpty())
        store.setValue(QStringLiteral("display/language"), language);
    store.sync();
}

} // namespace quatre::ui
