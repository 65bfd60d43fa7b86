// Every preference of the window, as plain values, and their storage in
// QSettings. Whatever is stored, load() only ever yields valid values: an
// unreadable or out-of-range entry falls back to its default.
#pragma once

#include "core/games/gamefactory.h"
#include "ui/session/seat.h"

#include <QString>
#include <QStringList>

#include <array>

class QSettings;

namespace quatre::ui {

enum class AnimationSpeed { Off, Fast, Normal, Slow };

struct Settings {
    static constexpr int kMinPacingMs = 0;
    static constexpr int kMaxPacingMs = 5000;
    static constexpr int kDefaultPacingMs = 500;
    static constexpr int kMinBudgetMs = 100;
    static constexpr int kMaxBudgetMs = 60000;

    GameOptions game;
    std::array<Seat, 2> seats = {Seat::person(), defaultAiSeat()};
    FirstMove firstMove = FirstMove::Seat1;
    AnimationSpeed animationSpeed = AnimationSpeed::Normal;
    int pacingMs = kDefaultPacingMs; // least time before an AI move is shown
    // Pieces in colours that colour-blind players tell apart, each with a
    // shape mark as well (a cross for the first seat, a ring for the second).
    bool highContrast = false;
    QString language;                // empty: the system's

    static Seat defaultAiSeat();
    // The board's time for the shortest fall at this speed.
    static int animationMs(AnimationSpeed speed);

    // Reads every setting; an entry that is stored but unusable (not a
    // number, out of range, an unknown name) takes its default, and its key
    // is listed in `unreadable` so that the window can say so.
    void load(const QSettings &store, QStringList *unreadable = nullptr);
    void save(QSettings &store) const;

    friend bool operator==(const Settings &, const Settings &) = default;
};

} // namespace quatre::ui
