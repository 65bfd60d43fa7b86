#include "ui/puzzles/solvedpuzzles.h"

#include <QSettings>
#include <QStringList>

namespace quatre::ui {

SolvedPuzzles::SolvedPuzzles(QSettings *store)
    : m_store(store)
{}

QString SolvedPuzzles::keyOf(const Puzzle &puzzle)
{
    return QString::fromStdString(optionsText(puzzle.options) + ' ' + puzzle.moves);
}

QString SolvedPuzzles::storeKey(const Puzzle &puzzle)
{
    const std::string_view id = puzzle.options.rules->id();
    return QStringLiteral("puzzles/%1/solved").arg(QString::fromUtf8(id.data(), qsizetype(id.size())));
}

bool SolvedPuzzles::isSolved(const Puzzle &puzzle) const
{
    const QString key = keyOf(puzzle);
    if (m_solved.contains(key))
        return true;
    return m_store && m_store->value(storeKey(puzzle)).toStringList().contains(key);
}

void SolvedPuzzles::markSolved(const Puzzle &puzzle)
{
    const QString key = keyOf(puzzle);
    m_solved.insert(key);
    if (!m_store)
        return;
    QStringList solved = m_store->value(storeKey(puzzle)).toStringList();
    if (solved.contains(key))
        return;
    solved.append(key);
    m_store->setValue(storeKey(puzzle), solved);
    m_store->sync();
}

int SolvedPuzzles::solvedCount(const std::vector<Puzzle> &puzzles) const
{
    int count = 0;
    for (const Puzzle &puzzle : puzzles)
        count += isSolved(puzzle) ? 1 : 0;
    return count;
}

} // namespace quatre::ui
