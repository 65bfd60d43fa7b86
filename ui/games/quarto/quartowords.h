// What a Quarto line shares, in words of the interface language: shared by the
// board view, the status bar and the terminal game, so each is translated once.
#pragma once

#include "core/games/quarto/quartopiece.h"

#include <QString>

namespace quatre::ui {

// What a winning line's pieces have in common: "all tall", "all light and solid".
QString sharedAttributesText(SharedAttributes shared);

// One value of an attribute, said of one piece: attribute 1 set is "tall".
QString attributeText(int attribute, bool set);

// One piece's four attributes, for a screen reader: "light, tall, round, hollow".
QString pieceText(Piece piece);

} // namespace quatre::ui
