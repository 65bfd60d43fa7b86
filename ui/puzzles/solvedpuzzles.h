// Which puzzles a person has solved, kept in the preferences' store under
// "puzzles/<game id>/solved". A puzzle is known by its options and moves,
// not by its place in a set, so that a set rebuilt in another order keeps
// the progress of every puzzle it still holds.
#pragma once

#include "core/analysis/puzzle.h"

#include <QSet>
#include <QString>

#include <vector>

class QSettings;

namespace quatre::ui {

class SolvedPuzzles {
public:
    // `store` may be null: the solved puzzles are then remembered for as long as this object lives.
    explicit SolvedPuzzles(QSettings *store);

    bool isSolved(const Puzzle &puzzle) const;
    void markSolved(const Puzzle &puzzle);
    // How many of `puzzles` are solved.
    int solvedCount(const std::vector<Puzzle> &puzzles) const;

private:
    static QString keyOf(const Puzzle &puzzle);
    static QString storeKey(const Puzzle &puzzle);

    QSettings *m_store;
    QSet<QString> m_solved; // the keys of every game's solved puzzles, as loaded and marked
};

} // namespace quatre::ui
