// Quarto's page in Help > Rules (see rulespage.h).
#pragma once

#include "ui/registry/rulespage.h"

namespace quatre::ui {

RulesPage quartoRulesPage();

} // namespace quatre::ui
