// MoveValue as a Qt metatype, so that values cross from the analysis
// thread to the window's in queued signals. Every header whose signals
// carry one includes this first: moc'd code must see the declaration
// before it names the type.
#pragma once

#include "core/analysis/movevalue.h"

#include <QMetaType>

#include <vector>

Q_DECLARE_METATYPE(quatre::MoveValue)
