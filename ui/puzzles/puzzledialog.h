// Game > Puzzles: "find the winning move" on a board of the dialog's own.
// The person picks a game (every game whose set Quatre ships, see
// puzzlefile.h) and a grade, answers on the board, and reads the verdict:
// solved, a win but not the fastest, or no win, refuted by the reply played
// on the board. Solved puzzles are ticked and remembered between runs.
#pragma once

#include "core/analysis/puzzle.h"
#include "ui/puzzles/puzzletrainer.h"

#include <QDialog>
#include <QString>

#include <memory>
#include <string_view>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSettings;

namespace quatre::ui {

class BoardView;
class GameRegistry;
class SolvedPuzzles;
struct GameEntry;

class PuzzleDialog : public QDialog {
    Q_OBJECT

public:
    // `games` must outlive the dialog; `store` (may be null) keeps the solved
    // puzzles. The board animates for `animationMs` per move and follows
    // `highContrast`, as the window's does. It opens on `gameId`'s puzzles
    // if that game has some.
    PuzzleDialog(const GameRegistry &games, QSettings *store, std::string_view gameId, int animationMs,
                 bool highContrast, QWidget *parent = nullptr);
    ~PuzzleDialog() override;

    PuzzleTrainer *trainer() const { return m_trainer; }
    BoardView *boardView() const { return m_board; }
    QComboBox *gameBox() const { return m_gameBox; }
    QComboBox *gradeBox() const { return m_gradeBox; }
    QListWidget *puzzleList() const { return m_list; }
    QLabel *messageLabel() const { return m_message; }
    QLabel *progressLabel() const { return m_progress; }
    QPushButton *tryAgainButton() const { return m_tryAgain; }
    QPushButton *solutionButton() const { return m_solution; }
    QPushButton *nextButton() const { return m_next; }

    // The puzzles listed now (of the game and grade chosen), in list order.
    const std::vector<Puzzle> &listedPuzzles() const { return m_listed; }
    // Shows the listed puzzle of that row.
    void showPuzzle(int row);
    // The first unsolved puzzle after the one shown (wrapping), or the next one if all are solved.
    void nextPuzzle();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct OfferedGame {
        const GameEntry *entry = nullptr;
        std::vector<Puzzle> puzzles;
        QString error; // why its set could not be read
    };

    void chooseGame(int index);
    void fillGrades();
    void fillList();
    void refreshList();
    void onSessionChanged();
    void onStateChanged();
    void retranslate();
    // "Win at once", "Win in 3 moves".
    static QString gradeText(int movesToWin);
    QString seatNameToMove() const;
    QString resultText() const;

    std::vector<OfferedGame> m_offered;
    std::unique_ptr<SolvedPuzzles> m_solved;
    PuzzleTrainer *m_trainer;
    int m_animationMs;
    bool m_highContrast;
    const OfferedGame *m_game = nullptr;
    std::vector<Puzzle> m_listed;
    int m_shownRow = -1;

    QComboBox *m_gameBox;
    QComboBox *m_gradeBox;
    QLabel *m_gameLabel;
    QLabel *m_gradeLabel;
    QLabel *m_progress;
    QListWidget *m_list;
    QHBoxLayout *m_boardLayout;
    BoardView *m_board = nullptr;
    QLabel *m_message;
    QPushButton *m_tryAgain;
    QPushButton *m_solution;
    QPushButton *m_next;
    QPushButton *m_close;
};

} // namespace quatre::ui
