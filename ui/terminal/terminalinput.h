// The question-and-answer side of `quatre-cli play`: a prompt written and
// flushed (so it shows before the program waits), one line read back, and the
// end of input reported rather than read as an empty answer, so that Ctrl-D
// or the end of a piped script quits the game cleanly instead of looping.
#pragma once

#include <QString>

#include <optional>

class QTextStream;

namespace quatre::ui {

class TerminalInput {
public:
    // A terminal shows what is typed; answers read from a pipe, a file or a
    // string are echoed after their prompt so the transcript reads the same.
    TerminalInput(QTextStream &in, QTextStream &out);

    // The answer without surrounding spaces; nullopt at the end of input.
    std::optional<QString> ask(const QString &prompt);
    // Asks until the answer is a whole number in min..max, saying why each
    // other answer was refused; nullopt at the end of input.
    std::optional<int> askNumber(const QString &prompt, int min, int max);
    // One line telling why an answer was refused, before asking again.
    void refuse(const QString &reason);

private:
    QTextStream &m_in;
    QTextStream &m_out;
    bool m_echo;
};

} // namespace quatre::ui
