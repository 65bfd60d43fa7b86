// The analysis's values as Qt metatypes, so that they cross from the
// analysis and review threads to the window's in queued signals. Every
// header whose signals carry one includes this first: moc'd code must see
// the declaration before it names the type.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/analysis/review.h"

#include <QMetaType>

Q_DECLARE_METATYPE(quatre::MoveValue)
Q_DECLARE_METATYPE(quatre::ReviewedMove)
