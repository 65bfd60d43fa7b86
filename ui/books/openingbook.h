// Loads the opening books that ship inside the program (resources/book/) and
// hands them to the Perfect level: Connect Four's 6 x 7 book
// (core/solver/connectfourbook.h) and 4Mation's 7 x 7 tables, one per rule
// (core/solver/fourmationbook.h).
#pragma once

#include <QString>
#include <QStringList>

namespace quatre::ui {

// The resource paths of the shipped books.
QStringList openingBookResources();

// Installs every shipped book for every Perfect player made afterwards or
// already playing. Returns false, with `error` naming each book that could
// not be read, if any failed; the others are installed all the same.
bool installOpeningBooks(QString *error = nullptr);

// Installs one book file of either game (told apart by their contents). On a
// missing or damaged file returns false with `error` set and installs
// nothing: the Perfect level then only thinks longer in the opening.
bool installOpeningBook(const QString &fileName, QString *error = nullptr);

} // namespace quatre::ui
