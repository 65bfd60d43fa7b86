<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>VerdictText</name>
    <message numerus="yes">
        <source>Wins in %n move(s)</source>
        <translation>
            <numerusform>Wins in %n move</numerusform>
            <numerusform>Wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n move(s)</source>
        <translation>
            <numerusform>Loses in %n move</numerusform>
            <numerusform>Loses in %n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
