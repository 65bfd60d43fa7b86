// Loads the opening books that ship inside the program (resources/book/,
// each game's GameRules::bookFiles()) and hands them to the Perfect level.
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <string_view>

namespace quatre {
class GameRules;
}

namespace quatre::ui {

class GameRegistry;

// The largest book file read, checked before it is read: forty times the
// shipped Connect Four book (9.8 MB), far below what would exhaust the memory.
inline constexpr qint64 kMaxBookBytes = qint64(256) * 1024 * 1024;

// The resource paths of a game's shipped books.
QStringList openingBookResources(const GameRules &game);

// Installs every shipped book of every game, or with `onlyGame` (an id, as
// "quarto") that game's alone, for every Perfect player made afterwards or
// already playing. Returns false, with `error` naming each book that could
// not be read, if any failed; the others are installed all the same.
bool installOpeningBooks(const GameRegistry &games, QString *error = nullptr, std::string_view onlyGame = {});

// Installs one book file of `game`. On a missing or damaged file returns
// false with `error` set and installs nothing: the Perfect level then only
// thinks longer in the opening.
bool installOpeningBook(const GameRules &game, const QString &fileName, QString *error = nullptr);

} // namespace quatre::ui
