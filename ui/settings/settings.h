// Every preference of the window, as plain values, and their storage in
// QSettings. Whatever is stored, load() only ever yields valid values: an
// unreadable or out-of-range entry falls back to its default.
#pragma once

#include "core/games/gamerules.h"
#include "ui/session/seat.h"
#include "ui/theme/colourscheme.h"

#include <QString>
#include <QStringList>

#include <array>
#include <string>
#include <string_view>
#include <vector>

class QSettings;

namespace quatre::ui {

class GameRegistry;

enum class AnimationSpeed { Off, Fast, Normal, Slow };

struct Settings {
    static constexpr int kMinPacingMs = 0;
    static constexpr int kMaxPacingMs = 5000;
    static constexpr int kDefaultPacingMs = 500;
    static constexpr int kMinVolume = 0;
    static constexpr int kMaxVolume = 100;
    static constexpr int kDefaultVolume = 70;

    // Every setting at its default, for the games of `games` (the first one chosen).
    explicit Settings(const GameRegistry &games);

    std::string game; // the id of the game the next new game plays
    std::vector<GameOptions> gameOptions; // every game's options as last set, in the registry's order
    std::array<Seat, 2> seats = {Seat::person(), defaultAiSeat()};
    // The two AI players of a demo (Game > Demo); never a person.
    std::array<Seat, 2> demoSeats = defaultDemoSeats();
    FirstMove firstMove = FirstMove::Seat1;
    AnimationSpeed animationSpeed = AnimationSpeed::Normal;
    int pacingMs = kDefaultPacingMs; // least time before an AI move is shown
    // Pieces in colours that colour-blind players tell apart, each with a
    // shape mark as well (a cross for the first seat, a ring for the second).
    bool highContrast = false;
    // The analysis board (View > Analysis): every move's value on the board.
    bool analysis = false;
    // Light, Dark, or the desktop's (System).
    ColourScheme colourScheme = ColourScheme::System;
    QString language; // empty: the system's
    // The sounds of the pieces landing and of the end of a game, and their
    // volume in %. Off until a person turns them on: a game that starts
    // making noise in an office or a lecture is not welcome.
    bool sound = false;
    int volume = kDefaultVolume;

    // The options of the game of that id; precondition: it is one of the registry's.
    const GameOptions &optionsOf(std::string_view id) const;
    GameOptions &optionsOf(std::string_view id);
    // The options of the game the next new game plays.
    const GameOptions &chosenOptions() const { return optionsOf(game); }
    // Makes `options`' game the one played next, with those options.
    void choose(const GameOptions &options);

    static Seat defaultAiSeat();
    static std::array<Seat, 2> defaultDemoSeats();
    // The board's time for the shortest fall at this speed.
    static int animationMs(AnimationSpeed speed);

    // Reads every setting; an entry that is stored but unusable (not a
    // number, out of range, an unknown name) takes its default, and its key
    // is listed in `unreadable` so that the window can say so. `games` are
    // the games whose options are kept.
    void load(const QSettings &store, const GameRegistry &games, QStringList *unreadable = nullptr);
    void save(QSettings &store) const;

    friend bool operator==(const Settings &, const Settings &) = default;
};

} // namespace quatre::ui
